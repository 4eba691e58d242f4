// swift-format-ignore-file
// (The PO file's text, byte for byte, which formatting would change.)
// Made by Translations/make-catalogs from Translations/pl.po; edit the PO file, not this one.

extension CatalogTexts {
    /// Translations/pl.po, byte for byte.
    public static let po_pl = #"""
# Brickson's screen words in Polish (L1).
# NOT YET REVIEWED by a native speaker: translated from the English template, brickson.pot. Until a native speaker
# has checked every message, X-Native-Review stays "none" and ACCESSIBILITY.md (L1) says so.
msgid ""
msgstr ""
"Project-Id-Version: Brickson\n"
"Language: pl\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"
"X-Native-Review: none\n"

msgid "%1$s or %2$s"
msgstr "%1$s lub %2$s"

msgid "%1$s to %2$s"
msgstr "%1$s do %2$s"

msgid "%1$s: %2$s"
msgstr "%1$s: %2$s"

msgid "%1$s: %2$s, or key %3$s"
msgstr "%1$s: %2$s lub klawisz %3$s"

msgid "%1$s: Home shows %2$s of its %3$s on this screen"
msgstr "%1$s: ekran pokazuje %2$s z %3$s"

msgid "%d backup"
msgid_plural "%d backups"
msgstr[0] "%d kopia"
msgstr[1] "%d kopie"
msgstr[2] "%d kopii"

msgid "%d board file"
msgid_plural "%d board files"
msgstr[0] "%d plik tablicy"
msgstr[1] "%d pliki tablic"
msgstr[2] "%d plików tablic"

msgid "%d category"
msgid_plural "%d categories"
msgstr[0] "%d kategoria"
msgstr[1] "%d kategorie"
msgstr[2] "%d kategorii"

msgid "%d character"
msgid_plural "%d characters"
msgstr[0] "%d znak"
msgstr[1] "%d znaki"
msgstr[2] "%d znaków"

msgid "%d mm"
msgstr "%d mm"

msgid "%d ms"
msgstr "%d ms"

msgid "%d phrase"
msgid_plural "%d phrases"
msgstr[0] "%d zwrot"
msgstr[1] "%d zwroty"
msgstr[2] "%d zwrotów"

msgid "%d recorded clip could not be read and was left out."
msgid_plural "%d recorded clips could not be read and were left out."
msgstr[0] "%d nagrania nie dało się odczytać i pominięto je."
msgstr[1] "%d nagrań nie dało się odczytać i pominięto je."
msgstr[2] "%d nagrań nie dało się odczytać i pominięto je."

msgid "%d update"
msgid_plural "%d updates"
msgstr[0] "%d aktualizacja"
msgstr[1] "%d aktualizacje"
msgstr[2] "%d aktualizacji"

msgid "%d words a minute"
msgstr "%d słów na minutę"

msgid "%d%%"
msgstr "%d%%"

msgid "%s min ago"
msgstr "%s min temu"

msgid "%s mm"
msgstr "%s mm"

msgid "%s phrases"
msgstr "Zwroty: %s"

msgid "%s s"
msgstr "%s s"

msgid "%s, less"
msgstr "%s, mniej"

msgid "%s, more"
msgstr "%s, więcej"

msgid "%s, selected"
msgstr "%s, wybrano"

msgid "%s: already first"
msgstr "%s: już na początku"

msgid "%s: already last"
msgstr "%s: już na końcu"

msgid "%s: press it once"
msgstr "%s: naciśnij raz"

msgid "1 selects"
msgstr "1 wybiera"

msgid "2 selects"
msgstr "2 wybiera"

msgid "; keys %s"
msgstr "; klawisze %s"

msgid "A resting pointer may move"
msgstr "Spoczywający wskaźnik może drgnąć o"

msgid "About"
msgstr "Informacje"

msgid "Add a category"
msgstr "Dodaj kategorię"

msgid "Add a phrase"
msgstr "Dodaj zwrot"

msgid "Add an emergency phrase"
msgstr "Dodaj pilny zwrot"

msgid "Again"
msgstr "Powtórz"

msgid "Alert failed"
msgstr "Alarm nie działa"

msgid "Alert stopped"
msgstr "Alarm przerwany"

msgid "Alert volume"
msgstr "Głośność alarmu"

msgid "Ampersand"
msgstr "Ampersand"

msgid "Another update is being installed. Nothing else was changed."
msgstr "Trwa instalacja innej aktualizacji. Nic więcej nie zmieniono."

msgid "Apostrophe"
msgstr "Apostrof"

msgid "Arabic comma"
msgstr "Przecinek arabski"

msgid "Arabic question mark"
msgstr "Arabski znak zapytania"

msgid "Arabic semicolon"
msgstr "Arabski średnik"

msgid "Arrange the categories"
msgstr "Ułóż kategorie"

msgid "Asterisk"
msgstr "Gwiazdka"

msgid "At sign"
msgstr "Małpa"

msgid "Automatic"
msgstr "Automatyczne"

msgid "Back"
msgstr "Wstecz"

msgid "Back to Talking"
msgstr "Mowa"

msgid "Backup holds the message"
msgstr "Kopia zawiera wiadomość"

msgid "Board: %s"
msgstr "Płytka: %s"

msgid "Bold text"
msgstr "Pogrubiony tekst"

msgid "Buttons and Switches"
msgstr "Przyciski i przełączniki"

msgid "Buttons not working"
msgstr "Przyciski nie działają"

msgid "Buttons not working: %s"
msgstr "Przyciski nie działają: %s"

msgid "Buttons: no fault found"
msgstr "Przyciski: bez usterek"

msgid "Cancel: keep everything"
msgstr "Anuluj: zachowaj wszystko"

msgid "Cancel: restart later"
msgstr "Anuluj: uruchom ponownie później"

msgid "Categories"
msgstr "Kategorie"

msgid "Change the words"
msgstr "Zmień słowa"

msgid "Changes show on Home after Back to Talking"
msgstr "Zmiany widać po Wróć do mówienia"

msgid "Checking that Home shows it whole on this screen…"
msgstr "Sprawdzanie, czy ekran główny pokaże całość…"

msgid "Checking…"
msgstr "Sprawdzanie…"

msgid "Choose a list to arrange it."
msgstr "Wybierz listę, by ją ułożyć."

msgid "Chosen: %s"
msgstr "Wybrano: %s"

msgid "Clear"
msgstr "Wyczyść"

msgid "Close bracket"
msgstr "Nawias zamykający"

msgid "Colon"
msgstr "Dwukropek"

msgid "Comma"
msgstr "Przecinek"

msgid "Dark appearance"
msgstr "Ciemny wygląd"

msgid "Delete"
msgstr "Usuń"

msgid "Discard"
msgstr "Odrzuć"

msgid "Do not import"
msgstr "Nie importuj"

msgid "Do not restore"
msgstr "Nie przywracaj"

msgid "Dollar"
msgstr "Dolar"

msgid "Done"
msgstr "Gotowe"

msgid "Emergency"
msgstr "Pilne"

msgid "Emergency phrases"
msgstr "Pilne zwroty"

msgid "Emergency, selected"
msgstr "Pilne, wybrane"

msgid "Enter"
msgstr "Enter"

msgid "Enter or F7"
msgstr "Enter lub F7"

msgid "Enter selects"
msgstr "Enter wybiera"

msgid "Equals"
msgstr "Równa się"

msgid "Erase now for a new patient"
msgstr "Usuń teraz dla nowego pacjenta"

msgid "Erase now, and remove %d phrase added for them"
msgid_plural "Erase now, and remove %d phrases added for them"
msgstr[0] "Usuń teraz razem z %d zwrotem dodanym dla tej osoby"
msgstr[1] "Usuń teraz razem z %d zwrotami dodanymi dla tej osoby"
msgstr[2] "Usuń teraz razem z %d zwrotami dodanymi dla tej osoby"

msgid "Erased. Ready for the next patient: Family Setup asks how the screen is reached."
msgstr "Usunięto. Gotowe dla następnego pacjenta: ustawienia rodziny zapytają o obsługę ekranu."

msgid "Erases the message, Put Back, learned words, recorded clips, the event log and this person's settings. Keeps the phrases and the volumes."
msgstr "Usuwa wiadomość, Przywróć, poznane słowa, nagrania, dziennik i ustawienia tej osoby. Zachowuje zwroty i głośność."

msgid "Euro"
msgstr "Euro"

msgid "Exclamation mark"
msgstr "Wykrzyknik"

msgid "Export a backup"
msgstr "Eksportuj kopię"

msgid "Export the event log (CSV)"
msgstr "Eksportuj dziennik (CSV)"

msgid "Export the phrases (.obz)"
msgstr "Eksportuj zwroty (.obz)"

msgid "Extra time on first item"
msgstr "Dłużej na pierwszym"

msgid "Eye tracking: the eyes rest on a control to choose it"
msgstr "Śledzenie wzroku: wzrok zatrzymuje się na polu, by je wybrać"

msgid "Family Setup"
msgstr "Ustawienia rodziny"

msgid "Family Setup: time to check"
msgstr "Ustawienia rodziny: sprawdź"

msgid "First phrase of %s"
msgstr "Pierwszy zwrot: %s"

msgid "Full stop"
msgstr "Kropka"

msgid "Full: at most %d letter."
msgid_plural "Full: at most %d letters."
msgstr[0] "Pełne: najwyżej %d litera."
msgstr[1] "Pełne: najwyżej %d litery."
msgstr[2] "Pełne: najwyżej %d liter."

msgid "Get Attention"
msgstr "Wezwij"

msgid "Get Attention button"
msgstr "Przycisk Wezwij"

msgid "Get Attention is sounding"
msgstr "Wezwanie dzwoni"

msgid "Head pointing: a pointer rests on a control to choose it"
msgstr "Wskaźnik głową: wskaźnik zatrzymuje się na polu, by je wybrać"

msgid "Hear it"
msgstr "Odsłuchaj"

msgid "Held down is stuck after"
msgstr "Wciśnięty uznany za zacięty po"

msgid "Hello. This is how I sound."
msgstr "Dzień dobry. Tak brzmi mój głos."

msgid "Hold a touch for"
msgstr "Przytrzymaj dotyk"

msgid "Hold to move, let go to choose"
msgstr "Przytrzymaj, by przesuwać, puść, by wybrać"

msgid "Home shows %1$s of the board's %2$s on this screen"
msgstr "Ekran pokazuje %1$s z %2$s tablicy"

msgid "How is the screen reached?"
msgstr "Jak obsługiwany jest ekran?"

msgid "Hyphen"
msgstr "Łącznik"

msgid "Ignore a second press for"
msgstr "Ignoruj drugie naciśnięcie"

msgid "Ignore bounces for"
msgstr "Ignoruj drgania"

msgid "Import it"
msgstr "Importuj"

msgid "Import “%s”"
msgstr "Importuj „%s”"

msgid "Imported “%1$s”: %2$s, %3$s. They show on Home after Back to Talking."
msgstr "Zaimportowano „%1$s”: %2$s, %3$s. Widoczne po Mowa."

msgid "Increased contrast"
msgstr "Większy kontrast"

msgid "Install this update"
msgstr "Zainstaluj tę aktualizację"

msgid "Installing an update"
msgstr "Instalowanie aktualizacji"

msgid "Installing…"
msgstr "Instalowanie…"

msgid "Installing… %d %%"
msgstr "Instalowanie… %d %%"

msgid "Inverted exclamation mark"
msgstr "Odwrócony wykrzyknik"

msgid "Inverted question mark"
msgstr "Odwrócony znak zapytania"

msgid "Keep"
msgstr "Zachowaj"

msgid "Keeping the recording…"
msgstr "Zapisywanie nagrania…"

msgid "Kept: “%s” now plays in this voice."
msgstr "Zachowano: „%s” brzmi teraz tym głosem."

msgid "Language"
msgstr "Język"

msgid "Large"
msgstr "Duży"

msgid "Larger"
msgstr "Większy"

msgid "Largest"
msgstr "Największy"

msgid "Last pressed: %s"
msgstr "Ostatnio: %s"

msgid "Last update: %s"
msgstr "Ostatnia aktualizacja: %s"

msgid "Later"
msgstr "Później"

msgid "Latin letters"
msgstr "Litery łacińskie"

msgid "Letters"
msgstr "Litery"

msgid "Log may hold message text"
msgstr "Dziennik może zawierać tekst"

msgid "Long hold goes back"
msgstr "Długie przytrzymanie cofa"

msgid "Looking chooses again"
msgstr "Patrzenie znowu wybiera"

msgid "Message"
msgstr "Wiadomość"

msgid "Message cannot be saved"
msgstr "Nie można zapisać"

msgid "Message full"
msgstr "Wiadomość pełna"

msgid "Message limit"
msgstr "Limit wiadomości"

msgid "Message not as saved"
msgstr "Wiadomość inna niż zapisana"

msgid "Message not restored"
msgstr "Nie przywrócono"

msgid "Microphone: %s"
msgstr "Mikrofon: %s"

msgid "Microphone: none in the board profile"
msgstr "Mikrofon: brak w profilu"

msgid "More"
msgstr "Więcej"

msgid "More (page %1$d of %2$d)"
msgstr "Więcej (strona %1$d z %2$d)"

msgid "Move down"
msgstr "W dół"

msgid "Move steps, Select chooses"
msgstr "Dalej przesuwa, Wybierz wybiera"

msgid "Move switch"
msgstr "Przełącznik Dalej"

msgid "Move up"
msgstr "W górę"

msgid "New category"
msgstr "Nowa kategoria"

msgid "New emergency phrase"
msgstr "Nowy pilny zwrot"

msgid "New patient: erase this person's data"
msgstr "Nowy pacjent: usuń dane tej osoby"

msgid "New phrase"
msgstr "Nowy zwrot"

msgid "New words"
msgstr "Nowe słowa"

msgid "Next: Test the buttons"
msgstr "Dalej: test przycisków"

msgid "Next: Test the sound"
msgstr "Dalej: test dźwięku"

msgid "No"
msgstr "Nie"

msgid "No USB stick. Plug one in: it shows here."
msgstr "Brak pendrive'a. Podłącz go: pojawi się tutaj."

msgid "No alert — Back"
msgstr "Brak alarmu — Wstecz"

msgid "No button"
msgstr "Przycisk Nie"

msgid "No sound"
msgstr "Brak dźwięku"

msgid "No tone: nurse call on"
msgstr "Brak tonu, wezwanie trwa"

msgid "Not deleted: Home needs at least one category."
msgstr "Nie usunięto: potrzebna jest co najmniej jedna kategoria."

msgid "Not deleted: Home needs at least one emergency phrase."
msgstr "Nie usunięto: potrzebny jest co najmniej jeden pilny zwrot."

msgid "Not deleted: a category needs a phrase. Delete the category instead."
msgstr "Nie usunięto: kategoria potrzebuje zwrotu. Usuń raczej kategorię."

msgid "Not imported. Nothing on the device changed."
msgstr "Nie zaimportowano. Na urządzeniu nic się nie zmieniło."

msgid "Not imported: Home on this screen could not show “%s” whole. Nothing on the device changed."
msgstr "Nie zaimportowano: ekran główny nie pokaże tu w całości „%s”. Na urządzeniu nic się nie zmieniło."

msgid "Not kept: %s."
msgstr "Nie zapisano: %s."

msgid "Not kept: %s. Record again or Discard."
msgstr "Nie zachowano: %s. Nagraj ponownie lub odrzuć."

msgid "Not kept: at most %d letter."
msgid_plural "Not kept: at most %d letters."
msgstr[0] "Nie zapisano: najwyżej %d litera."
msgstr[1] "Nie zapisano: najwyżej %d litery."
msgstr[2] "Nie zapisano: najwyżej %d liter."

msgid "Not kept: there are no words yet."
msgstr "Nie zapisano: nie ma jeszcze słów."

msgid "Not kept: “%s” does not fit whole on Home at this text size. Try fewer or shorter words."
msgstr "Nie zachowano: „%s” nie mieści się w całości przy tym rozmiarze. Użyj mniej lub krótszych słów."

msgid "Not kept: “%s” is already in this list."
msgstr "Nie zapisano: „%s” już jest na tej liście."

msgid "Not kept: “%s” is the name of a button on Home."
msgstr "Nie zapisano: „%s” to nazwa przycisku na ekranie."

msgid "Not kept: “%s” is the name of the button that ends the alert, and the two could be taken for each other. Add a word, such as “please”."
msgstr "Nie zapisano: „%s” to nazwa przycisku, który kończy alarm, i można je pomylić. Dodaj słowo, na przykład „proszę”."

msgid "Not restored. Nothing on the device changed."
msgstr "Nie przywrócono. Na urządzeniu nic się nie zmieniło."

msgid "Not restored: Home on this screen could not show “%s” whole. Nothing on the device changed."
msgstr "Nie przywrócono: ekran główny nie pokaże tu w całości „%s”. Na urządzeniu nic się nie zmieniło."

msgid "Nothing done yet."
msgstr "Jeszcze nic nie zrobiono."

msgid "Number sign"
msgstr "Krzyżyk"

msgid "Numbers and marks"
msgstr "Cyfry i znaki"

msgid "Numbers, accents and marks"
msgstr "Cyfry, akcenty i znaki"

msgid "Off"
msgstr "Wył."

msgid "On"
msgstr "Wł."

msgid "One (Select)"
msgstr "Jeden (Wybierz)"

msgid "Open bracket"
msgstr "Nawias otwierający"

msgid "Pause"
msgstr "Pauza"

msgid "Paused: looking chooses nothing"
msgstr "Pauza: patrzenie niczego nie wybiera"

msgid "Percent"
msgstr "Procent"

msgid "Phrases"
msgstr "Zwroty"

msgid "Pitch"
msgstr "Wysokość"

msgid "Plus"
msgstr "Plus"

msgid "Pound"
msgstr "Funt"

msgid "Prediction %d"
msgstr "Podpowiedź %d"

msgid "Predictions"
msgstr "Podpowiedzi"

msgid "Press each button once. No one is called."
msgstr "Naciśnij każdy przycisk raz. Nikt nie zostanie wezwany."

msgid "Privacy: no network; nothing leaves the device"
msgstr "Prywatność: bez sieci; nic nie opuszcza urządzenia"

msgid "Put Back"
msgstr "Przywróć"

msgid "Question mark"
msgstr "Znak zapytania"

msgid "Quotation mark"
msgstr "Cudzysłów"

msgid "Rate"
msgstr "Tempo"

msgid "Reading the USB stick…"
msgstr "Odczytywanie pendrive'a…"

msgid "Record again"
msgstr "Nagraj ponownie"

msgid "Record my voice"
msgstr "Nagraj mój głos"

msgid "Record my voice: no microphone in the board profile"
msgstr "Nagraj głos: brak mikrofonu w profilu"

msgid "Recorded %s seconds. Hear it, then Keep or Discard."
msgstr "Nagrano %s s. Odsłuchaj, potem zachowaj lub odrzuć."

msgid "Recording discarded."
msgstr "Nagranie odrzucone."

msgid "Recording: say the phrase, then choose Stop recording."
msgstr "Nagrywanie: powiedz zwrot, potem wybierz Zatrzymaj."

msgid "Replace the phrases with “%1$s”? Now %2$s, %3$s; after %4$s, %5$s."
msgstr "Zastąpić zwroty plikiem „%1$s”? Teraz %2$s, %3$s; potem %4$s, %5$s."

msgid "Rest to choose for"
msgstr "Zatrzymaj, by wybrać"

msgid "Restart into the new system now"
msgstr "Uruchom teraz nowy system"

msgid "Restart now"
msgstr "Uruchom ponownie teraz"

msgid "Restart to use it."
msgstr "Uruchom ponownie, aby jej użyć."

msgid "Restarting…"
msgstr "Ponowne uruchamianie…"

msgid "Restore it"
msgstr "Przywróć"

msgid "Restore “%1$s”? Phrases (after %2$s, %3$s), settings and learned words are replaced."
msgstr "Przywrócić „%1$s”? Zwroty (potem %2$s, %3$s), ustawienia i wyuczone słowa zostaną zastąpione."

msgid "Restore “%s”"
msgstr "Przywróć „%s”"

msgid "Restored “%s”: phrases, settings and learned words. They show after Back to Talking."
msgstr "Przywrócono „%s”: zwroty, ustawienia i poznane słowa. Widoczne po Mowa."

msgid "Resume"
msgstr "Wznów"

msgid "Said: %1$s — as written, not in %2$s"
msgstr "Powiedziano: %1$s — jak napisano, nie w języku %2$s"

msgid "Said: %1$s — in %2$s: %3$s"
msgstr "Powiedziano: %1$s — w języku %2$s: %3$s"

msgid "Said: %s"
msgstr "Powiedziano: %s"

msgid "Same as the board"
msgstr "Jak tablica"

msgid "Same as the screen"
msgstr "Jak na ekranie"

msgid "Save"
msgstr "Zapisz"

msgid "Save keeps the words; Back leaves without a change"
msgstr "Zapisz zachowuje słowa; Wstecz wychodzi bez zmian"

msgid "Saved a backup of everything (with the message) to the stick as “%s”."
msgstr "Kopię wszystkiego (z wiadomością) zapisano na pendrivie jako „%s”."

msgid "Saved a backup of everything (without the message) to the stick as “%s”."
msgstr "Kopię wszystkiego (bez wiadomości) zapisano na pendrivie jako „%s”."

msgid "Saved the event log to the stick as “%s”."
msgstr "Dziennik zdarzeń zapisano na pendrivie jako „%s”."

msgid "Saved the phrases to the stick as “%s”."
msgstr "Zwroty zapisano na pendrivie jako „%s”."

msgid "Scan passes before resting"
msgstr "Przejścia przed przerwą"

msgid "Scan time"
msgstr "Czas skanowania"

msgid "Scanning"
msgstr "Skanowanie"

msgid "Scanning waits for each name to be said"
msgstr "Skanowanie czeka na wypowiedzenie nazwy"

msgid "Select switch"
msgstr "Przełącznik Wybierz"

msgid "Semicolon"
msgstr "Średnik"

msgid "Set Up Step by Step"
msgstr "Konfiguracja krok po kroku"

msgid "Settings"
msgstr "Ustawienia"

msgid "Settings goes back to Home after"
msgstr "Wyjście z ustawień po"

msgid "Shift"
msgstr "Shift"

msgid "Shift, selected"
msgstr "Shift, wybrany"

msgid "Show borders"
msgstr "Pokaż obramowania"

msgid "Slash"
msgstr "Ukośnik"

msgid "Snap to Item within"
msgstr "Przyciągaj do pola z"

msgid "Sound is not working"
msgstr "Dźwięk nie działa"

msgid "Sounding"
msgstr "Dzwoni"

msgid "Sounding — choose Stop to end it"
msgstr "Dzwoni — wybierz Stop, by zakończyć"

msgid "Space"
msgstr "Spacja"

msgid "Space or F8"
msgstr "Spacja lub F8"

msgid "Space selects"
msgstr "Spacja wybiera"

msgid "Speak"
msgstr "Powiedz"

msgid "Speak names as they are reached"
msgstr "Czytaj nazwy po dojściu"

msgid "Speak phrases in"
msgstr "Wypowiadaj frazy w języku"

msgid "Speech volume"
msgstr "Głośność mowy"

msgid "Standard"
msgstr "Standardowy"

msgid "Starting the install…"
msgstr "Rozpoczynanie instalacji…"

msgid "Step 1 of 3: How is the screen reached?"
msgstr "Krok 1 z 3: Obsługa ekranu"

msgid "Step 2 of 3: Test the buttons"
msgstr "Krok 2 z 3: test przycisków"

msgid "Step 3 of 3: Test the sound"
msgstr "Krok 3 z 3: test dźwięku"

msgid "Stop"
msgstr "Stop"

msgid "Stop button"
msgstr "Przycisk Stop"

msgid "Stop recording"
msgstr "Zatrzymaj"

msgid "Stopped"
msgstr "Przerwano"

msgid "Storage: saving normally"
msgstr "Pamięć: zapis działa"

msgid "Storage: the last save failed"
msgstr "Pamięć: ostatni zapis nieudany"

msgid "Swap the switch lines"
msgstr "Zamień linie przełączników"

msgid "Switch keys"
msgstr "Klawisze przełączników"

msgid "Switches"
msgstr "Przełączniki"

msgid "Switches act on release"
msgstr "Przełączniki działają po puszczeniu"

msgid "Switches: one or two switches step through the controls"
msgstr "Przełączniki: jeden lub dwa przełączniki przechodzą po polach"

msgid "Targets: %1$s (%2$s)"
msgstr "Pola: %1$s (%2$s)"

msgid "Targets: %1$s — the panel has no room for %2$s (%3$s)"
msgstr "Pola: %1$s — brak miejsca na %2$s (%3$s)"

msgid "Text and Display"
msgstr "Tekst i ekran"

msgid "Text size"
msgstr "Rozmiar tekstu"

msgid "The USB stick cannot be read: %s"
msgstr "Nie można odczytać pendrive'a: %s"

msgid "The USB stick was taken out. Nothing on the device changed."
msgstr "Pendrive wyjęto. Na urządzeniu nic się nie zmieniło."

msgid "The big buttons are not working"
msgstr "Duże przyciski nie działają"

msgid "The device restarts into the new system: it is silent until it is back. The message and phrases are kept."
msgstr "Urządzenie uruchamia nowy system: milczy, dopóki nie wróci. Wiadomość i zwroty zostają."

msgid "The event log keeps no message text unless this is on:"
msgstr "Dziennik nie zapisuje tekstu, chyba że to jest włączone:"

msgid "The install failed. Nothing was changed."
msgstr "Instalacja nie powiodła się. Nic nie zmieniono."

msgid "The message on the device was kept."
msgstr "Wiadomość na urządzeniu została zachowana."

msgid "The message was restored too."
msgstr "Wiadomość też została przywrócona."

msgid "The phrases from before “%s” are back. They show on Home after Back to Talking."
msgstr "Zwroty sprzed „%s” wróciły. Widoczne po Mowa."

msgid "The phrases, settings and learned words from before “%s” are back."
msgstr "Zwroty, ustawienia i wyuczone słowa sprzed „%s” wróciły."

msgid "The request could not be given to the system (%s). Nothing was changed."
msgstr "Prośba nie dotarła do systemu (%s). Nic nie zmieniono."

msgid "The tone is not sounding. The nurse call is on"
msgstr "Ton nie brzmi. Wezwanie pielęgniarki jest włączone"

msgid "The update did not start and was undone. About says which system runs"
msgstr "Aktualizacja nie ruszyła i została cofnięta. Informacje podają działający system"

msgid "This update was refused. Nothing was changed."
msgstr "Ta aktualizacja została odrzucona. Nic nie zmieniono."

msgid "Time to check Family Setup"
msgstr "Czas sprawdzić ustawienia rodziny"

msgid "Touch: a finger on the screen"
msgstr "Dotyk: palec na ekranie"

msgid "Try the alert briefly"
msgstr "Wypróbuj alarm"

msgid "Try the voice"
msgstr "Wypróbuj głos"

msgid "Two (Select and Move)"
msgstr "Dwa (Wybierz i Dalej)"

msgid "Type"
msgstr "Pisz"

msgid "Typed messages are spoken as written, not translated."
msgstr "Wpisane wiadomości są wypowiadane tak, jak napisano, bez tłumaczenia."

msgid "USB keyboard"
msgstr "Klawiatura USB"

msgid "USB stick"
msgstr "Pendrive"

msgid "USB stick: %s"
msgstr "Pendrive: %s"

msgid "Undo delete of “%s”"
msgstr "Cofnij usunięcie „%s”"

msgid "Undo import of “%s”"
msgstr "Cofnij import „%s”"

msgid "Undo restore of “%s”"
msgstr "Cofnij przywrócenie „%s”"

msgid "Update was undone"
msgstr "Aktualizację cofnięto"

msgid "Update: %s"
msgstr "Aktualizacja: %s"

msgid "Updates: not set up"
msgstr "Aktualizacje: nieskonfigurowane"

msgid "Using the USB stick"
msgstr "Używanie pamięci USB"

msgid "Version %s is installed."
msgstr "Wersja %s jest zainstalowana."

msgid "Version %s."
msgstr "Wersja %s."

msgid "Version %s:"
msgstr "Wersja %s:"

msgid "Version of the other system: %s"
msgstr "Wersja drugiego systemu: %s"

msgid "Version: %s"
msgstr "Wersja: %s"

msgid "Very large"
msgstr "Bardzo duży"

msgid "Voice Settings"
msgstr "Głos"

msgid "Voice: %s"
msgstr "Głos: %s"

msgid "Voices: espeak-ng (GPL 3) only"
msgstr "Głosy: tylko espeak-ng (GPL 3)"

msgid "Voices: espeak-ng (GPL 3), SVOX Pico (Apache 2, data without source)"
msgstr "Głosy: espeak-ng (GPL 3), SVOX Pico (Apache 2, dane bez kodu źródłowego)"

msgid "Volume is very low"
msgstr "Głośność jest bardzo niska"

msgid "Volume very low"
msgstr "Bardzo cicho"

msgid "Wait a moment before saying Yes or No"
msgstr "Chwila przed powiedzeniem Tak lub Nie"

msgid "What it changes: %s"
msgstr "Co zmienia: %s"

msgid "Working… leave the stick in until this says it is done."
msgstr "Trwa praca… nie wyjmuj pendrive'a, aż pojawi się koniec."

msgid "Yes"
msgstr "Tak"

msgid "Yes and No at once within"
msgstr "Tak i Nie naraz w ciągu"

msgid "Yes button"
msgstr "Przycisk Tak"

msgid "Yes, No and help"
msgstr "Tak, Nie i pomoc"

msgid "eye tracking"
msgstr "śledzenie wzroku"

msgid "head pointing"
msgstr "wskaźnik głową"

msgid "just now"
msgstr "przed chwilą"

msgid "line %d"
msgstr "linia %d"

msgid "no line in the board profile"
msgstr "brak linii w profilu"

msgid "none yet"
msgstr "jeszcze żaden"

msgid "over an hour ago"
msgstr "ponad godzinę temu"

msgid "switches"
msgstr "przełączniki"

msgid "touch"
msgstr "dotyk"

msgid "unknown"
msgstr "nieznana"

msgid "✓ %s works"
msgstr "✓ %s działa"

msgctxt "decimal separator"
msgid "."
msgstr ","

msgctxt "list separator"
msgid ", "
msgstr ", "

"""#
}
