// swift-format-ignore-file
// (The PO file's text, byte for byte, which formatting would change.)
// Made by Translations/make-catalogs from Translations/de.po; edit the PO file, not this one.

extension CatalogTexts {
    /// Translations/de.po, byte for byte.
    public static let po_de = #"""
# Brickson's screen words in German (L1).
# NOT YET REVIEWED by a native speaker: translated from the English template, brickson.pot. Until a native speaker
# has checked every message, X-Native-Review stays "none" and ACCESSIBILITY.md (L1) says so.
msgid ""
msgstr ""
"Project-Id-Version: Brickson\n"
"Language: de\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"
"X-Native-Review: none\n"

msgid "%1$s or %2$s"
msgstr "%1$s oder %2$s"

msgid "%1$s to %2$s"
msgstr "%1$s bis %2$s"

msgid "%1$s: %2$s"
msgstr "%1$s: %2$s"

msgid "%1$s: %2$s, or key %3$s"
msgstr "%1$s: %2$s, oder %3$s"

msgid "%1$s: Home shows %2$s of its %3$s on this screen"
msgstr "%1$s: Der Bildschirm zeigt %2$s von %3$s"

msgid "%d backup"
msgid_plural "%d backups"
msgstr[0] "%d Sicherung"
msgstr[1] "%d Sicherungen"

msgid "%d board file"
msgid_plural "%d board files"
msgstr[0] "%d Tafeldatei"
msgstr[1] "%d Tafeldateien"

msgid "%d category"
msgid_plural "%d categories"
msgstr[0] "%d Kategorie"
msgstr[1] "%d Kategorien"

msgid "%d character"
msgid_plural "%d characters"
msgstr[0] "%d Zeichen"
msgstr[1] "%d Zeichen"

msgid "%d mm"
msgstr "%d mm"

msgid "%d ms"
msgstr "%d ms"

msgid "%d phrase"
msgid_plural "%d phrases"
msgstr[0] "%d Satz"
msgstr[1] "%d Sätze"

msgid "%d recorded clip could not be read and was left out."
msgid_plural "%d recorded clips could not be read and were left out."
msgstr[0] "%d Aufnahme war nicht lesbar und fehlt."
msgstr[1] "%d Aufnahmen waren nicht lesbar und fehlen."

msgid "%d update"
msgid_plural "%d updates"
msgstr[0] "%d Update"
msgstr[1] "%d Updates"

msgid "%d words a minute"
msgstr "%d Wörter pro Minute"

msgid "%d%%"
msgstr "%d %%"

msgid "%s min ago"
msgstr "vor %s Min."

msgid "%s mm"
msgstr "%s mm"

msgid "%s phrases"
msgstr "Sätze: %s"

msgid "%s s"
msgstr "%s s"

msgid "%s, less"
msgstr "%s, weniger"

msgid "%s, more"
msgstr "%s, mehr"

msgid "%s, selected"
msgstr "%s, gewählt"

msgid "%s: already first"
msgstr "%s: schon ganz oben"

msgid "%s: already last"
msgstr "%s: schon ganz unten"

msgid "%s: press it once"
msgstr "%s: einmal drücken"

msgid "1 selects"
msgstr "1 wählt"

msgid "2 selects"
msgstr "2 wählt"

msgid "; keys %s"
msgstr "; Tasten %s"

msgid "A resting pointer may move"
msgstr "Ein ruhender Zeiger darf sich bewegen"

msgid "About"
msgstr "Info"

msgid "Add a category"
msgstr "Kategorie hinzufügen"

msgid "Add a phrase"
msgstr "Satz hinzufügen"

msgid "Add an emergency phrase"
msgstr "Notfallsatz hinzufügen"

msgid "Again"
msgstr "Nochmal"

msgid "Alert failed"
msgstr "Alarm fehlgeschlagen"

msgid "Alert stopped"
msgstr "Alarm gestoppt"

msgid "Alert volume"
msgstr "Alarmlautstärke"

msgid "Ampersand"
msgstr "Und-Zeichen"

msgid "Another update is being installed. Nothing else was changed."
msgstr "Ein anderes Update wird installiert. Sonst wurde nichts geändert."

msgid "Apostrophe"
msgstr "Apostroph"

msgid "Arabic comma"
msgstr "Arabisches Komma"

msgid "Arabic question mark"
msgstr "Arabisches Fragezeichen"

msgid "Arabic semicolon"
msgstr "Arabisches Semikolon"

msgid "Arrange the categories"
msgstr "Kategorien ordnen"

msgid "Asterisk"
msgstr "Sternchen"

msgid "At sign"
msgstr "At-Zeichen"

msgid "Automatic"
msgstr "Automatisch"

msgid "Back"
msgstr "Zurück"

msgid "Back to Talking"
msgstr "Zum Reden"

msgid "Backup holds the message"
msgstr "Sicherung enthält die Nachricht"

msgid "Board: %s"
msgstr "Platine: %s"

msgid "Bold text"
msgstr "Fettschrift"

msgid "Buttons and Switches"
msgstr "Tasten und Schalter"

msgid "Buttons not working"
msgstr "Tasten defekt"

msgid "Buttons not working: %s"
msgstr "Tasten defekt: %s"

msgid "Buttons: no fault found"
msgstr "Tasten: kein Fehler"

msgid "Cancel: keep everything"
msgstr "Abbrechen: alles behalten"

msgid "Cancel: restart later"
msgstr "Abbrechen: später neu starten"

msgid "Categories"
msgstr "Kategorien"

msgid "Change the words"
msgstr "Text ändern"

msgid "Changes show on Home after Back to Talking"
msgstr "Änderungen gelten nach Zurück zum Sprechen"

msgid "Checking that Home shows it whole on this screen…"
msgstr "Es wird geprüft, ob der Startbildschirm alles ganz zeigt…"

msgid "Checking…"
msgstr "Wird geprüft…"

msgid "Choose a list to arrange it."
msgstr "Eine Liste zum Ordnen wählen."

msgid "Chosen: %s"
msgstr "Gewählt: %s"

msgid "Clear"
msgstr "Leeren"

msgid "Close bracket"
msgstr "Klammer zu"

msgid "Colon"
msgstr "Doppelpunkt"

msgid "Comma"
msgstr "Komma"

msgid "Dark appearance"
msgstr "Dunkle Darstellung"

msgid "Delete"
msgstr "Löschen"

msgid "Discard"
msgstr "Verwerfen"

msgid "Do not import"
msgstr "Nicht importieren"

msgid "Do not restore"
msgstr "Nicht wiederherstellen"

msgid "Dollar"
msgstr "Dollar"

msgid "Done"
msgstr "Fertig"

msgid "Emergency"
msgstr "Notfall"

msgid "Emergency phrases"
msgstr "Notfallsätze"

msgid "Emergency, selected"
msgstr "Notfall, gewählt"

msgid "Enter"
msgstr "Eingabe"

msgid "Enter or F7"
msgstr "Eingabe oder F7"

msgid "Enter selects"
msgstr "Eingabe wählt"

msgid "Equals"
msgstr "Gleich"

msgid "Erase now for a new patient"
msgstr "Jetzt für neuen Patienten löschen"

msgid "Erase now, and remove %d phrase added for them"
msgid_plural "Erase now, and remove %d phrases added for them"
msgstr[0] "Jetzt löschen und %d für diese Person hinzugefügten Satz entfernen"
msgstr[1] "Jetzt löschen und %d für diese Person hinzugefügte Sätze entfernen"

msgid "Erased. Ready for the next patient: Family Setup asks how the screen is reached."
msgstr "Gelöscht. Bereit für den nächsten Patienten: die Einrichtung fragt nach der Bedienung."

msgid "Erases the message, Put Back, learned words, recorded clips, the event log and this person's settings. Keeps the phrases and the volumes."
msgstr "Löscht Nachricht, Zurückholen, gelernte Wörter, Aufnahmen, Protokoll und die Einstellungen dieser Person. Behält Sätze und Lautstärken."

msgid "Euro"
msgstr "Euro"

msgid "Exclamation mark"
msgstr "Ausrufezeichen"

msgid "Export a backup"
msgstr "Sicherung exportieren"

msgid "Export the event log (CSV)"
msgstr "Protokoll exportieren (CSV)"

msgid "Export the phrases (.obz)"
msgstr "Sätze exportieren (.obz)"

msgid "Extra time on first item"
msgstr "Mehr Zeit beim ersten"

msgid "Eye tracking: the eyes rest on a control to choose it"
msgstr "Augensteuerung: der Blick ruht auf einem Feld, um es zu wählen"

msgid "Family Setup"
msgstr "Einrichtung"

msgid "Family Setup: time to check"
msgstr "Einrichtung: bitte prüfen"

msgid "First phrase of %s"
msgstr "Erster Satz von %s"

msgid "Full stop"
msgstr "Punkt"

msgid "Full: at most %d letter."
msgid_plural "Full: at most %d letters."
msgstr[0] "Voll: höchstens %d Zeichen."
msgstr[1] "Voll: höchstens %d Zeichen."

msgid "Get Attention"
msgstr "Rufen"

msgid "Get Attention button"
msgstr "Taste Rufen"

msgid "Get Attention is sounding"
msgstr "Der Ruf ertönt"

msgid "Head pointing: a pointer rests on a control to choose it"
msgstr "Kopfsteuerung: der Zeiger ruht auf einem Feld, um es zu wählen"

msgid "Hear it"
msgstr "Anhören"

msgid "Held down is stuck after"
msgstr "Gedrückt gilt als klemmend nach"

msgid "Hello. This is how I sound."
msgstr "Hallo. So klingt meine Stimme."

msgid "Hold a touch for"
msgstr "Berührung halten"

msgid "Hold to move, let go to choose"
msgstr "Halten zum Bewegen, loslassen zum Wählen"

msgid "Home shows %1$s of the board's %2$s on this screen"
msgstr "Der Bildschirm zeigt %1$s der %2$s der Tafel"

msgid "How is the screen reached?"
msgstr "Wie wird der Bildschirm bedient?"

msgid "Hyphen"
msgstr "Bindestrich"

msgid "Ignore a second press for"
msgstr "Zweiten Druck ignorieren"

msgid "Ignore bounces for"
msgstr "Prellen ignorieren"

msgid "Import it"
msgstr "Importieren"

msgid "Import “%s”"
msgstr "„%s“ importieren"

msgid "Imported “%1$s”: %2$s, %3$s. They show on Home after Back to Talking."
msgstr "Importiert „%1$s“: %2$s, %3$s. Sichtbar nach Zum Reden."

msgid "Increased contrast"
msgstr "Mehr Kontrast"

msgid "Install this update"
msgstr "Dieses Update installieren"

msgid "Installing an update"
msgstr "Ein Update wird installiert"

msgid "Installing…"
msgstr "Wird installiert…"

msgid "Installing… %d %%"
msgstr "Wird installiert… %d %%"

msgid "Inverted exclamation mark"
msgstr "Umgekehrtes Ausrufezeichen"

msgid "Inverted question mark"
msgstr "Umgekehrtes Fragezeichen"

msgid "Keep"
msgstr "Behalten"

msgid "Keeping the recording…"
msgstr "Aufnahme wird gespeichert…"

msgid "Kept: “%s” now plays in this voice."
msgstr "Behalten: „%s“ klingt jetzt mit dieser Stimme."

msgid "Language"
msgstr "Sprache"

msgid "Large"
msgstr "Groß"

msgid "Larger"
msgstr "Größer"

msgid "Largest"
msgstr "Am größten"

msgid "Last pressed: %s"
msgstr "Zuletzt gedrückt: %s"

msgid "Last update: %s"
msgstr "Letztes Update: %s"

msgid "Later"
msgstr "Später"

msgid "Latin letters"
msgstr "Lateinische Buchstaben"

msgid "Letters"
msgstr "Buchstaben"

msgid "Log may hold message text"
msgstr "Protokoll darf Text enthalten"

msgid "Long hold goes back"
msgstr "Langes Halten geht zurück"

msgid "Looking chooses again"
msgstr "Hinsehen wählt wieder"

msgid "Message"
msgstr "Nachricht"

msgid "Message cannot be saved"
msgstr "Speichern nicht möglich"

msgid "Message full"
msgstr "Nachricht voll"

msgid "Message limit"
msgstr "Nachrichtenlänge"

msgid "Message not as saved"
msgstr "Nachricht nicht wie gespeichert"

msgid "Message not restored"
msgstr "Nachricht nicht geladen"

msgid "Microphone: %s"
msgstr "Mikrofon: %s"

msgid "Microphone: none in the board profile"
msgstr "Mikrofon: keines im Profil"

msgid "More"
msgstr "Mehr"

msgid "More (page %1$d of %2$d)"
msgstr "Mehr (Seite %1$d von %2$d)"

msgid "Move down"
msgstr "Nach unten"

msgid "Move steps, Select chooses"
msgstr "Weiter bewegt, Wählen wählt"

msgid "Move switch"
msgstr "Schalter Weiter"

msgid "Move up"
msgstr "Nach oben"

msgid "New category"
msgstr "Neue Kategorie"

msgid "New emergency phrase"
msgstr "Neuer Notfallsatz"

msgid "New patient: erase this person's data"
msgstr "Neuer Patient: Daten löschen"

msgid "New phrase"
msgstr "Neuer Satz"

msgid "New words"
msgstr "Neuer Text"

msgid "Next: Test the buttons"
msgstr "Weiter: Tasten testen"

msgid "Next: Test the sound"
msgstr "Weiter: Ton testen"

msgid "No"
msgstr "Nein"

msgid "No USB stick. Plug one in: it shows here."
msgstr "Kein USB-Stick. Einstecken: er erscheint hier."

msgid "No alert — Back"
msgstr "Kein Alarm — Zurück"

msgid "No button"
msgstr "Taste Nein"

msgid "No sound"
msgstr "Kein Ton"

msgid "No tone: nurse call on"
msgstr "Kein Ton: Schwesternruf an"

msgid "Not deleted: Home needs at least one category."
msgstr "Nicht gelöscht: mindestens eine Kategorie ist nötig."

msgid "Not deleted: Home needs at least one emergency phrase."
msgstr "Nicht gelöscht: mindestens ein Notfallsatz ist nötig."

msgid "Not deleted: a category needs a phrase. Delete the category instead."
msgstr "Nicht gelöscht: eine Kategorie braucht einen Satz. Stattdessen die Kategorie löschen."

msgid "Not imported. Nothing on the device changed."
msgstr "Nicht importiert. Auf dem Gerät hat sich nichts geändert."

msgid "Not imported: Home on this screen could not show “%s” whole. Nothing on the device changed."
msgstr "Nicht importiert: Der Startbildschirm könnte „%s“ hier nicht ganz zeigen. Auf dem Gerät hat sich nichts geändert."

msgid "Not kept: %s."
msgstr "Nicht gespeichert: %s."

msgid "Not kept: %s. Record again or Discard."
msgstr "Nicht behalten: %s. Neu aufnehmen oder verwerfen."

msgid "Not kept: at most %d letter."
msgid_plural "Not kept: at most %d letters."
msgstr[0] "Nicht gespeichert: höchstens %d Zeichen."
msgstr[1] "Nicht gespeichert: höchstens %d Zeichen."

msgid "Not kept: there are no words yet."
msgstr "Nicht gespeichert: noch keine Wörter."

msgid "Not kept: “%s” does not fit whole on Home at this text size. Try fewer or shorter words."
msgstr "Nicht behalten: „%s“ passt bei dieser Größe nicht ganz. Weniger oder kürzere Wörter versuchen."

msgid "Not kept: “%s” is already in this list."
msgstr "Nicht gespeichert: „%s“ steht schon in dieser Liste."

msgid "Not kept: “%s” is the name of a button on Home."
msgstr "Nicht gespeichert: „%s“ heißt eine Taste des Bildschirms."

msgid "Not kept: “%s” is the name of the button that ends the alert, and the two could be taken for each other. Add a word, such as “please”."
msgstr "Nicht gespeichert: „%s“ ist der Name der Taste, die den Alarm beendet, und beide könnten verwechselt werden. Fügen Sie ein Wort hinzu, etwa „bitte“."

msgid "Not restored. Nothing on the device changed."
msgstr "Nicht wiederhergestellt. Auf dem Gerät hat sich nichts geändert."

msgid "Not restored: Home on this screen could not show “%s” whole. Nothing on the device changed."
msgstr "Nicht wiederhergestellt: Der Startbildschirm könnte „%s“ hier nicht ganz zeigen. Auf dem Gerät hat sich nichts geändert."

msgid "Nothing done yet."
msgstr "Noch nichts getan."

msgid "Number sign"
msgstr "Rautezeichen"

msgid "Numbers and marks"
msgstr "Ziffern und Zeichen"

msgid "Numbers, accents and marks"
msgstr "Ziffern, Akzente und Zeichen"

msgid "Off"
msgstr "Aus"

msgid "On"
msgstr "An"

msgid "One (Select)"
msgstr "Einer (Wählen)"

msgid "Open bracket"
msgstr "Klammer auf"

msgid "Pause"
msgstr "Pause"

msgid "Paused: looking chooses nothing"
msgstr "Pause: Hinsehen wählt nichts"

msgid "Percent"
msgstr "Prozent"

msgid "Phrases"
msgstr "Sätze"

msgid "Pitch"
msgstr "Tonhöhe"

msgid "Plus"
msgstr "Plus"

msgid "Pound"
msgstr "Pfund"

msgid "Prediction %d"
msgstr "Vorschlag %d"

msgid "Predictions"
msgstr "Vorschläge"

msgid "Press each button once. No one is called."
msgstr "Jede Taste einmal drücken. Niemand wird gerufen."

msgid "Privacy: no network; nothing leaves the device"
msgstr "Datenschutz: kein Netz; nichts verlässt das Gerät"

msgid "Put Back"
msgstr "Zurückholen"

msgid "Question mark"
msgstr "Fragezeichen"

msgid "Quotation mark"
msgstr "Anführungszeichen"

msgid "Rate"
msgstr "Tempo"

msgid "Reading the USB stick…"
msgstr "Der USB-Stick wird gelesen…"

msgid "Record again"
msgstr "Neu aufnehmen"

msgid "Record my voice"
msgstr "Meine Stimme aufnehmen"

msgid "Record my voice: no microphone in the board profile"
msgstr "Stimme aufnehmen: kein Mikrofon im Profil"

msgid "Recorded %s seconds. Hear it, then Keep or Discard."
msgstr "%s Sekunden aufgenommen. Anhören, dann behalten oder verwerfen."

msgid "Recording discarded."
msgstr "Aufnahme verworfen."

msgid "Recording: say the phrase, then choose Stop recording."
msgstr "Aufnahme: Satz sagen, dann Aufnahme beenden wählen."

msgid "Replace the phrases with “%1$s”? Now %2$s, %3$s; after %4$s, %5$s."
msgstr "Die Sätze durch „%1$s“ ersetzen? Jetzt %2$s, %3$s; danach %4$s, %5$s."

msgid "Rest to choose for"
msgstr "Ruhen zum Wählen"

msgid "Restart into the new system now"
msgstr "Jetzt ins neue System starten"

msgid "Restart now"
msgstr "Jetzt neu starten"

msgid "Restart to use it."
msgstr "Zum Verwenden neu starten."

msgid "Restarting…"
msgstr "Neustart…"

msgid "Restore it"
msgstr "Wiederherstellen"

msgid "Restore “%1$s”? Phrases (after %2$s, %3$s), settings and learned words are replaced."
msgstr "„%1$s“ wiederherstellen? Sätze (danach %2$s, %3$s), Einstellungen und gelernte Wörter werden ersetzt."

msgid "Restore “%s”"
msgstr "„%s“ wiederherstellen"

msgid "Restored “%s”: phrases, settings and learned words. They show after Back to Talking."
msgstr "Wiederhergestellt „%s“: Sätze, Einstellungen und gelernte Wörter. Sichtbar nach Zum Reden."

msgid "Resume"
msgstr "Fortsetzen"

msgid "Said: %1$s — as written, not in %2$s"
msgstr "Gesagt: %1$s — wie geschrieben, nicht auf %2$s"

msgid "Said: %1$s — in %2$s: %3$s"
msgstr "Gesagt: %1$s — auf %2$s: %3$s"

msgid "Said: %s"
msgstr "Gesagt: %s"

msgid "Same as the board"
msgstr "Wie die Tafel"

msgid "Same as the screen"
msgstr "Wie der Bildschirm"

msgid "Save"
msgstr "Speichern"

msgid "Save keeps the words; Back leaves without a change"
msgstr "Speichern behält den Text; Zurück ändert nichts"

msgid "Saved a backup of everything (with the message) to the stick as “%s”."
msgstr "Sicherung von allem (mit der Nachricht) auf dem Stick gespeichert als „%s“."

msgid "Saved a backup of everything (without the message) to the stick as “%s”."
msgstr "Sicherung von allem (ohne die Nachricht) auf dem Stick gespeichert als „%s“."

msgid "Saved the event log to the stick as “%s”."
msgstr "Ereignisprotokoll auf dem Stick gespeichert als „%s“."

msgid "Saved the phrases to the stick as “%s”."
msgstr "Sätze auf dem Stick gespeichert als „%s“."

msgid "Scan passes before resting"
msgstr "Durchläufe bis zur Pause"

msgid "Scan time"
msgstr "Abtastzeit"

msgid "Scanning"
msgstr "Abtasten"

msgid "Scanning waits for each name to be said"
msgstr "Abtasten wartet, bis jeder Name gesagt ist"

msgid "Select switch"
msgstr "Schalter Wählen"

msgid "Semicolon"
msgstr "Semikolon"

msgid "Set Up Step by Step"
msgstr "Schritt für Schritt einrichten"

msgid "Settings"
msgstr "Einstellungen"

msgid "Settings goes back to Home after"
msgstr "Einstellungen kehren zurück nach"

msgid "Shift"
msgstr "Umschalt"

msgid "Shift, selected"
msgstr "Umschalt, ausgewählt"

msgid "Show borders"
msgstr "Rahmen zeigen"

msgid "Slash"
msgstr "Schrägstrich"

msgid "Snap to Item within"
msgstr "Zum Feld springen bis"

msgid "Sound is not working"
msgstr "Der Ton funktioniert nicht"

msgid "Sounding"
msgstr "Ruf ertönt"

msgid "Sounding — choose Stop to end it"
msgstr "Ruf ertönt — Stopp beendet ihn"

msgid "Space"
msgstr "Leerzeichen"

msgid "Space or F8"
msgstr "Leertaste oder F8"

msgid "Space selects"
msgstr "Leertaste wählt"

msgid "Speak"
msgstr "Sprechen"

msgid "Speak names as they are reached"
msgstr "Namen beim Erreichen sagen"

msgid "Speak phrases in"
msgstr "Sätze sprechen auf"

msgid "Speech volume"
msgstr "Sprachlautstärke"

msgid "Standard"
msgstr "Standard"

msgid "Starting the install…"
msgstr "Installation beginnt…"

msgid "Step 1 of 3: How is the screen reached?"
msgstr "Schritt 1 von 3: Bedienung"

msgid "Step 2 of 3: Test the buttons"
msgstr "Schritt 2 von 3: Tasten testen"

msgid "Step 3 of 3: Test the sound"
msgstr "Schritt 3 von 3: Ton testen"

msgid "Stop"
msgstr "Stopp"

msgid "Stop button"
msgstr "Taste Stopp"

msgid "Stop recording"
msgstr "Aufnahme beenden"

msgid "Stopped"
msgstr "Abgebrochen"

msgid "Storage: saving normally"
msgstr "Speicher: speichert normal"

msgid "Storage: the last save failed"
msgstr "Speicher: letztes Speichern fehlgeschlagen"

msgid "Swap the switch lines"
msgstr "Schalterleitungen tauschen"

msgid "Switch keys"
msgstr "Schaltertasten"

msgid "Switches"
msgstr "Schalter"

msgid "Switches act on release"
msgstr "Schalter wirken beim Loslassen"

msgid "Switches: one or two switches step through the controls"
msgstr "Schalter: ein oder zwei Schalter gehen die Felder durch"

msgid "Targets: %1$s (%2$s)"
msgstr "Felder: %1$s (%2$s)"

msgid "Targets: %1$s — the panel has no room for %2$s (%3$s)"
msgstr "Felder: %1$s — kein Platz für %2$s (%3$s)"

msgid "Text and Display"
msgstr "Text und Anzeige"

msgid "Text size"
msgstr "Textgröße"

msgid "The USB stick cannot be read: %s"
msgstr "Der USB-Stick ist nicht lesbar: %s"

msgid "The USB stick was taken out. Nothing on the device changed."
msgstr "Der USB-Stick wurde entfernt. Am Gerät hat sich nichts geändert."

msgid "The big buttons are not working"
msgstr "Die großen Tasten gehen nicht"

msgid "The device restarts into the new system: it is silent until it is back. The message and phrases are kept."
msgstr "Das Gerät startet ins neue System: Es schweigt, bis es zurück ist. Nachricht und Sätze bleiben erhalten."

msgid "The event log keeps no message text unless this is on:"
msgstr "Das Protokoll speichert keinen Text, außer wenn dies an ist:"

msgid "The install failed. Nothing was changed."
msgstr "Die Installation schlug fehl. Nichts wurde geändert."

msgid "The message on the device was kept."
msgstr "Die Nachricht auf dem Gerät blieb erhalten."

msgid "The message was restored too."
msgstr "Die Nachricht wurde auch wiederhergestellt."

msgid "The phrases from before “%s” are back. They show on Home after Back to Talking."
msgstr "Die Sätze von vor „%s“ sind zurück. Sichtbar nach Zum Reden."

msgid "The phrases, settings and learned words from before “%s” are back."
msgstr "Die Sätze, Einstellungen und gelernten Wörter von vor „%s“ sind zurück."

msgid "The request could not be given to the system (%s). Nothing was changed."
msgstr "Die Anfrage kam nicht beim System an (%s). Nichts wurde geändert."

msgid "The tone is not sounding. The nurse call is on"
msgstr "Der Ton erklingt nicht. Der Schwesternruf ist an"

msgid "The update did not start and was undone. About says which system runs"
msgstr "Das Update startete nicht und wurde rückgängig gemacht. Info zeigt das laufende System"

msgid "This update was refused. Nothing was changed."
msgstr "Dieses Update wurde abgelehnt. Nichts wurde geändert."

msgid "Time to check Family Setup"
msgstr "Zeit, die Einrichtung zu prüfen"

msgid "Touch: a finger on the screen"
msgstr "Berührung: ein Finger auf dem Bildschirm"

msgid "Try the alert briefly"
msgstr "Alarm kurz testen"

msgid "Try the voice"
msgstr "Stimme testen"

msgid "Two (Select and Move)"
msgstr "Zwei (Wählen und Weiter)"

msgid "Type"
msgstr "Tippen"

msgid "Typed messages are spoken as written, not translated."
msgstr "Getipptes wird nicht übersetzt, nur vorgelesen."

msgid "USB keyboard"
msgstr "USB-Tastatur"

msgid "USB stick"
msgstr "USB-Stick"

msgid "USB stick: %s"
msgstr "USB-Stick: %s"

msgid "Undo delete of “%s”"
msgstr "Löschen von „%s“ rückgängig"

msgid "Undo import of “%s”"
msgstr "Import von „%s“ rückgängig"

msgid "Undo restore of “%s”"
msgstr "Wiederherstellung von „%s“ rückgängig"

msgid "Update was undone"
msgstr "Update rückgängig"

msgid "Update: %s"
msgstr "Update: %s"

msgid "Updates: not set up"
msgstr "Updates: nicht eingerichtet"

msgid "Using the USB stick"
msgstr "USB-Stick wird verwendet"

msgid "Version %s is installed."
msgstr "Version %s ist installiert."

msgid "Version %s."
msgstr "Version %s."

msgid "Version %s:"
msgstr "Version %s:"

msgid "Version of the other system: %s"
msgstr "Version des anderen Systems: %s"

msgid "Version: %s"
msgstr "Version: %s"

msgid "Very large"
msgstr "Sehr groß"

msgid "Voice Settings"
msgstr "Stimme"

msgid "Voice: %s"
msgstr "Stimme: %s"

msgid "Voices: espeak-ng (GPL 3) only"
msgstr "Stimmen: nur espeak-ng (GPL 3)"

msgid "Voices: espeak-ng (GPL 3), SVOX Pico (Apache 2, data without source)"
msgstr "Stimmen: espeak-ng (GPL 3), SVOX Pico (Apache 2, Daten ohne Quellcode)"

msgid "Volume is very low"
msgstr "Die Lautstärke ist sehr leise"

msgid "Volume very low"
msgstr "Sehr leise"

msgid "Wait a moment before saying Yes or No"
msgstr "Kurz warten, bevor Ja oder Nein kommt"

msgid "What it changes: %s"
msgstr "Was es ändert: %s"

msgid "Working… leave the stick in until this says it is done."
msgstr "Bitte warten… Stick stecken lassen, bis hier fertig steht."

msgid "Yes"
msgstr "Ja"

msgid "Yes and No at once within"
msgstr "Ja und Nein zugleich binnen"

msgid "Yes button"
msgstr "Taste Ja"

msgid "Yes, No and help"
msgstr "Ja, Nein und Hilfe"

msgid "eye tracking"
msgstr "Augensteuerung"

msgid "head pointing"
msgstr "Kopfsteuerung"

msgid "just now"
msgstr "gerade eben"

msgid "line %d"
msgstr "Leitung %d"

msgid "no line in the board profile"
msgstr "keine Leitung"

msgid "none yet"
msgstr "noch keine"

msgid "over an hour ago"
msgstr "vor über einer Stunde"

msgid "switches"
msgstr "Schalter"

msgid "touch"
msgstr "Berührung"

msgid "unknown"
msgstr "unbekannt"

msgid "✓ %s works"
msgstr "✓ %s geht"

msgctxt "decimal separator"
msgid "."
msgstr ","

msgctxt "list separator"
msgid ", "
msgstr ", "

"""#
}
