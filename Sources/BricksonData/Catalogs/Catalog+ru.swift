// swift-format-ignore-file
// (The PO file's text, byte for byte, which formatting would change.)
// Made by Translations/make-catalogs from Translations/ru.po; edit the PO file, not this one.

extension CatalogTexts {
    /// Translations/ru.po, byte for byte.
    public static let po_ru = #"""
# Brickson's screen words in Russian (L1).
# NOT YET REVIEWED by a native speaker: translated from the English template, brickson.pot. Until a native speaker
# has checked every message, X-Native-Review stays "none" and ACCESSIBILITY.md (L1) says so.
msgid ""
msgstr ""
"Project-Id-Version: Brickson\n"
"Language: ru\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"
"X-Native-Review: none\n"

msgid "%1$s or %2$s"
msgstr "%1$s или %2$s"

msgid "%1$s to %2$s"
msgstr "%1$s – %2$s"

msgid "%1$s: %2$s"
msgstr "%1$s: %2$s"

msgid "%1$s: %2$s, or key %3$s"
msgstr "%1$s: %2$s или %3$s"

msgid "%1$s: Home shows %2$s of its %3$s on this screen"
msgstr "%1$s: на экране %2$s из %3$s"

msgid "%d backup"
msgid_plural "%d backups"
msgstr[0] "%d копия"
msgstr[1] "%d копии"
msgstr[2] "%d копий"

msgid "%d board file"
msgid_plural "%d board files"
msgstr[0] "%d файл доски"
msgstr[1] "%d файла досок"
msgstr[2] "%d файлов досок"

msgid "%d category"
msgid_plural "%d categories"
msgstr[0] "%d категория"
msgstr[1] "%d категории"
msgstr[2] "%d категорий"

msgid "%d character"
msgid_plural "%d characters"
msgstr[0] "%d символ"
msgstr[1] "%d символа"
msgstr[2] "%d символов"

msgid "%d mm"
msgstr "%d мм"

msgid "%d ms"
msgstr "%d мс"

msgid "%d phrase"
msgid_plural "%d phrases"
msgstr[0] "%d фраза"
msgstr[1] "%d фразы"
msgstr[2] "%d фраз"

msgid "%d recorded clip could not be read and was left out."
msgid_plural "%d recorded clips could not be read and were left out."
msgstr[0] "%d запись не читается и пропущена."
msgstr[1] "%d записи не читаются и пропущены."
msgstr[2] "%d записей не читаются и пропущены."

msgid "%d update"
msgid_plural "%d updates"
msgstr[0] "%d обновление"
msgstr[1] "%d обновления"
msgstr[2] "%d обновлений"

msgid "%d words a minute"
msgstr "%d слов в минуту"

msgid "%d%%"
msgstr "%d%%"

msgid "%s min ago"
msgstr "%s мин назад"

msgid "%s mm"
msgstr "%s мм"

msgid "%s phrases"
msgstr "Фразы: %s"

msgid "%s s"
msgstr "%s с"

msgid "%s, less"
msgstr "%s, меньше"

msgid "%s, more"
msgstr "%s, больше"

msgid "%s, selected"
msgstr "%s, выбрано"

msgid "%s: already first"
msgstr "%s: уже первая"

msgid "%s: already last"
msgstr "%s: уже последняя"

msgid "%s: press it once"
msgstr "%s: нажмите один раз"

msgid "1 selects"
msgstr "1 — выбор"

msgid "2 selects"
msgstr "2 — выбор"

msgid "; keys %s"
msgstr "; клавиши %s"

msgid "A resting pointer may move"
msgstr "Допуск указателя"

msgid "About"
msgstr "О системе"

msgid "Add a category"
msgstr "Добавить категорию"

msgid "Add a phrase"
msgstr "Добавить фразу"

msgid "Add an emergency phrase"
msgstr "Добавить срочную фразу"

msgid "Again"
msgstr "Повтор"

msgid "Alert failed"
msgstr "Сигнал не сработал"

msgid "Alert stopped"
msgstr "Сигнал прервался"

msgid "Alert volume"
msgstr "Громкость сигнала"

msgid "Ampersand"
msgstr "Амперсанд"

msgid "Another update is being installed. Nothing else was changed."
msgstr "Устанавливается другое обновление. Больше ничего не изменено."

msgid "Apostrophe"
msgstr "Апостроф"

msgid "Arabic comma"
msgstr "Арабская запятая"

msgid "Arabic question mark"
msgstr "Арабский вопросительный знак"

msgid "Arabic semicolon"
msgstr "Арабская точка с запятой"

msgid "Arrange the categories"
msgstr "Упорядочить категории"

msgid "Asterisk"
msgstr "Звёздочка"

msgid "At sign"
msgstr "Собака"

msgid "Automatic"
msgstr "Автоматически"

msgid "Back"
msgstr "Назад"

msgid "Back to Talking"
msgstr "К речи"

msgid "Backup holds the message"
msgstr "Копия хранит сообщение"

msgid "Board: %s"
msgstr "Плата: %s"

msgid "Bold text"
msgstr "Жирный текст"

msgid "Buttons and Switches"
msgstr "Кнопки"

msgid "Buttons not working"
msgstr "Кнопки не работают"

msgid "Buttons not working: %s"
msgstr "Не работают: %s"

msgid "Buttons: no fault found"
msgstr "Кнопки: неисправностей нет"

msgid "Cancel: keep everything"
msgstr "Отмена: сохранить всё"

msgid "Cancel: restart later"
msgstr "Отмена: перезапуск позже"

msgid "Categories"
msgstr "Категории"

msgid "Change the words"
msgstr "Изменить текст"

msgid "Changes show on Home after Back to Talking"
msgstr "Изменения видны после «Вернуться к речи»"

msgid "Checking that Home shows it whole on this screen…"
msgstr "Проверка, что главный экран покажет всё целиком…"

msgid "Checking…"
msgstr "Проверка…"

msgid "Choose a list to arrange it."
msgstr "Выберите список, чтобы упорядочить его."

msgid "Chosen: %s"
msgstr "Выбрано: %s"

msgid "Clear"
msgstr "Очистить"

msgid "Close bracket"
msgstr "Закрывающая скобка"

msgid "Colon"
msgstr "Двоеточие"

msgid "Comma"
msgstr "Запятая"

msgid "Dark appearance"
msgstr "Тёмное оформление"

msgid "Delete"
msgstr "Убрать"

msgid "Discard"
msgstr "Удалить запись"

msgid "Do not import"
msgstr "Не импортировать"

msgid "Do not restore"
msgstr "Не восстанавливать"

msgid "Dollar"
msgstr "Доллар"

msgid "Done"
msgstr "Готово"

msgid "Emergency"
msgstr "Срочно"

msgid "Emergency phrases"
msgstr "Срочные фразы"

msgid "Emergency, selected"
msgstr "Срочно, выбрано"

msgid "Enter"
msgstr "Ввод"

msgid "Enter or F7"
msgstr "Ввод или F7"

msgid "Enter selects"
msgstr "Ввод — выбор"

msgid "Equals"
msgstr "Равно"

msgid "Erase now for a new patient"
msgstr "Стереть для нового пациента"

msgid "Erase now, and remove %d phrase added for them"
msgid_plural "Erase now, and remove %d phrases added for them"
msgstr[0] "Стереть вместе с %d фразой, добавленной для этого человека"
msgstr[1] "Стереть вместе с %d фразами, добавленными для этого человека"
msgstr[2] "Стереть вместе с %d фразами, добавленными для этого человека"

msgid "Erased. Ready for the next patient: Family Setup asks how the screen is reached."
msgstr "Стёрто. Готово для следующего пациента: настройка спросит, как управлять экраном."

msgid "Erases the message, Put Back, learned words, recorded clips, the event log and this person's settings. Keeps the phrases and the volumes."
msgstr "Стирает сообщение, «Вернуть», выученные слова, записи, журнал и настройки этого человека. Сохраняет фразы и громкость."

msgid "Euro"
msgstr "Евро"

msgid "Exclamation mark"
msgstr "Восклицательный знак"

msgid "Export a backup"
msgstr "Экспорт копии"

msgid "Export the event log (CSV)"
msgstr "Экспорт журнала (CSV)"

msgid "Export the phrases (.obz)"
msgstr "Экспорт фраз (.obz)"

msgid "Extra time on first item"
msgstr "Дольше на первом"

msgid "Eye tracking: the eyes rest on a control to choose it"
msgstr "Взгляд: взгляд задерживается на кнопке, чтобы выбрать её"

msgid "Family Setup"
msgstr "Настройка семьёй"

msgid "Family Setup: time to check"
msgstr "Настройка семьёй: пора проверить"

msgid "First phrase of %s"
msgstr "Первая фраза: %s"

msgid "Full stop"
msgstr "Точка"

msgid "Full: at most %d letter."
msgid_plural "Full: at most %d letters."
msgstr[0] "Полно: не больше %d буквы."
msgstr[1] "Полно: не больше %d букв."
msgstr[2] "Полно: не больше %d букв."

msgid "Get Attention"
msgstr "Позвать"

msgid "Get Attention button"
msgstr "Кнопка «Позвать»"

msgid "Get Attention is sounding"
msgstr "Звучит вызов"

msgid "Head pointing: a pointer rests on a control to choose it"
msgstr "Указатель головой: задержка на кнопке выбирает её"

msgid "Hear it"
msgstr "Прослушать"

msgid "Held down is stuck after"
msgstr "Зажатая кнопка залипла через"

msgid "Hello. This is how I sound."
msgstr "Здравствуйте. Вот так звучит мой голос."

msgid "Hold a touch for"
msgstr "Удерживать касание"

msgid "Hold to move, let go to choose"
msgstr "Держать — движение, отпустить — выбор"

msgid "Home shows %1$s of the board's %2$s on this screen"
msgstr "На экране %1$s из %2$s доски"

msgid "How is the screen reached?"
msgstr "Как управлять?"

msgid "Hyphen"
msgstr "Дефис"

msgid "Ignore a second press for"
msgstr "Игнорировать повтор"

msgid "Ignore bounces for"
msgstr "Игнорировать дребезг"

msgid "Import it"
msgstr "Импортировать"

msgid "Import “%s”"
msgstr "Импорт «%s»"

msgid "Imported “%1$s”: %2$s, %3$s. They show on Home after Back to Talking."
msgstr "Импортировано «%1$s»: %2$s, %3$s. Видно после «К речи»."

msgid "Increased contrast"
msgstr "Повышенный контраст"

msgid "Install this update"
msgstr "Установить это обновление"

msgid "Installing an update"
msgstr "Идёт обновление"

msgid "Installing…"
msgstr "Установка…"

msgid "Installing… %d %%"
msgstr "Установка… %d %%"

msgid "Inverted exclamation mark"
msgstr "Перевёрнутый восклицательный знак"

msgid "Inverted question mark"
msgstr "Перевёрнутый вопросительный знак"

msgid "Keep"
msgstr "Сохранить"

msgid "Keeping the recording…"
msgstr "Сохранение записи…"

msgid "Kept: “%s” now plays in this voice."
msgstr "Сохранено: «%s» теперь звучит этим голосом."

msgid "Language"
msgstr "Язык"

msgid "Large"
msgstr "Крупный"

msgid "Larger"
msgstr "Крупнее"

msgid "Largest"
msgstr "Самый крупный"

msgid "Last pressed: %s"
msgstr "Последнее нажатие: %s"

msgid "Last update: %s"
msgstr "Последнее обновление: %s"

msgid "Later"
msgstr "Позже"

msgid "Latin letters"
msgstr "Латинские буквы"

msgid "Letters"
msgstr "Буквы"

msgid "Log may hold message text"
msgstr "Журнал может хранить текст"

msgid "Long hold goes back"
msgstr "Долгое нажатие — назад"

msgid "Looking chooses again"
msgstr "Взгляд снова выбирает"

msgid "Message"
msgstr "Сообщение"

msgid "Message cannot be saved"
msgstr "Не сохраняется"

msgid "Message full"
msgstr "Сообщение заполнено"

msgid "Message limit"
msgstr "Лимит"

msgid "Message not as saved"
msgstr "Сообщение изменено"

msgid "Message not restored"
msgstr "Не восстановлено"

msgid "Microphone: %s"
msgstr "Микрофон: %s"

msgid "Microphone: none in the board profile"
msgstr "Микрофон: нет в профиле"

msgid "More"
msgstr "Ещё"

msgid "More (page %1$d of %2$d)"
msgstr "Ещё (стр. %1$d из %2$d)"

msgid "Move down"
msgstr "Вниз"

msgid "Move steps, Select chooses"
msgstr "«Дальше» двигает, «Выбор» выбирает"

msgid "Move switch"
msgstr "«Дальше»"

msgid "Move up"
msgstr "Вверх"

msgid "New category"
msgstr "Новая категория"

msgid "New emergency phrase"
msgstr "Новая срочная фраза"

msgid "New patient: erase this person's data"
msgstr "Новый пациент: стереть данные"

msgid "New phrase"
msgstr "Новая фраза"

msgid "New words"
msgstr "Новый текст"

msgid "Next: Test the buttons"
msgstr "Далее: проверка кнопок"

msgid "Next: Test the sound"
msgstr "Далее: проверка звука"

msgid "No"
msgstr "Нет"

msgid "No USB stick. Plug one in: it shows here."
msgstr "Нет USB-накопителя. Вставьте его: он появится здесь."

msgid "No alert — Back"
msgstr "Нет сигнала — Назад"

msgid "No button"
msgstr "Кнопка «Нет»"

msgid "No sound"
msgstr "Нет звука"

msgid "No tone: nurse call on"
msgstr "Вызов без сигнала"

msgid "Not deleted: Home needs at least one category."
msgstr "Не удалено: нужна хотя бы одна категория."

msgid "Not deleted: Home needs at least one emergency phrase."
msgstr "Не удалено: нужна хотя бы одна срочная фраза."

msgid "Not deleted: a category needs a phrase. Delete the category instead."
msgstr "Не удалено: в категории должна быть фраза. Удалите категорию."

msgid "Not imported. Nothing on the device changed."
msgstr "Не импортировано. На устройстве ничего не изменилось."

msgid "Not imported: Home on this screen could not show “%s” whole. Nothing on the device changed."
msgstr "Не импортировано: главный экран не сможет показать «%s» целиком. На устройстве ничего не изменилось."

msgid "Not kept: %s."
msgstr "Не сохранено: %s."

msgid "Not kept: %s. Record again or Discard."
msgstr "Не сохранено: %s. Запишите снова или удалите."

msgid "Not kept: at most %d letter."
msgid_plural "Not kept: at most %d letters."
msgstr[0] "Не сохранено: не больше %d буквы."
msgstr[1] "Не сохранено: не больше %d букв."
msgstr[2] "Не сохранено: не больше %d букв."

msgid "Not kept: there are no words yet."
msgstr "Не сохранено: слов ещё нет."

msgid "Not kept: “%s” does not fit whole on Home at this text size. Try fewer or shorter words."
msgstr "Не сохранено: «%s» не помещается целиком при этом размере. Попробуйте меньше или короче слова."

msgid "Not kept: “%s” is already in this list."
msgstr "Не сохранено: «%s» уже есть в этом списке."

msgid "Not kept: “%s” is the name of a button on Home."
msgstr "Не сохранено: «%s» — название кнопки на экране."

msgid "Not kept: “%s” is the name of the button that ends the alert, and the two could be taken for each other. Add a word, such as “please”."
msgstr "Не сохранено: «%s» — название кнопки, которая выключает сигнал, и их можно перепутать. Добавьте слово, например «пожалуйста»."

msgid "Not restored. Nothing on the device changed."
msgstr "Не восстановлено. На устройстве ничего не изменилось."

msgid "Not restored: Home on this screen could not show “%s” whole. Nothing on the device changed."
msgstr "Не восстановлено: главный экран не сможет показать «%s» целиком. На устройстве ничего не изменилось."

msgid "Nothing done yet."
msgstr "Пока ничего не сделано."

msgid "Number sign"
msgstr "Решётка"

msgid "Numbers and marks"
msgstr "Цифры и знаки"

msgid "Numbers, accents and marks"
msgstr "Цифры, акценты и знаки"

msgid "Off"
msgstr "Выкл."

msgid "On"
msgstr "Вкл."

msgid "One (Select)"
msgstr "Один («Выбор»)"

msgid "Open bracket"
msgstr "Открывающая скобка"

msgid "Pause"
msgstr "Пауза"

msgid "Paused: looking chooses nothing"
msgstr "Пауза: взгляд ничего не выбирает"

msgid "Percent"
msgstr "Процент"

msgid "Phrases"
msgstr "Фразы"

msgid "Pitch"
msgstr "Высота"

msgid "Plus"
msgstr "Плюс"

msgid "Pound"
msgstr "Фунт"

msgid "Prediction %d"
msgstr "Подсказка %d"

msgid "Predictions"
msgstr "Подсказки"

msgid "Press each button once. No one is called."
msgstr "Нажмите каждую кнопку один раз. Никто не будет вызван."

msgid "Privacy: no network; nothing leaves the device"
msgstr "Приватность: без сети; ничто не покидает устройство"

msgid "Put Back"
msgstr "Вернуть"

msgid "Question mark"
msgstr "Вопросительный знак"

msgid "Quotation mark"
msgstr "Кавычка"

msgid "Rate"
msgstr "Скорость"

msgid "Reading the USB stick…"
msgstr "Чтение USB-накопителя…"

msgid "Record again"
msgstr "Записать снова"

msgid "Record my voice"
msgstr "Записать мой голос"

msgid "Record my voice: no microphone in the board profile"
msgstr "Записать голос: нет микрофона в профиле"

msgid "Recorded %s seconds. Hear it, then Keep or Discard."
msgstr "Записано %s с. Прослушайте, затем сохраните или удалите."

msgid "Recording discarded."
msgstr "Запись удалена."

msgid "Recording: say the phrase, then choose Stop recording."
msgstr "Запись: скажите фразу и выберите «Стоп записи»."

msgid "Replace the phrases with “%1$s”? Now %2$s, %3$s; after %4$s, %5$s."
msgstr "Заменить фразы на «%1$s»? Сейчас %2$s, %3$s; после %4$s, %5$s."

msgid "Rest to choose for"
msgstr "Задержка для выбора"

msgid "Restart into the new system now"
msgstr "Запустить новую систему сейчас"

msgid "Restart now"
msgstr "Перезапустить сейчас"

msgid "Restart to use it."
msgstr "Перезапустите, чтобы использовать."

msgid "Restarting…"
msgstr "Перезапуск…"

msgid "Restore it"
msgstr "Восстановить"

msgid "Restore “%1$s”? Phrases (after %2$s, %3$s), settings and learned words are replaced."
msgstr "Восстановить «%1$s»? Фразы (после %2$s, %3$s), настройки и выученные слова будут заменены."

msgid "Restore “%s”"
msgstr "Восстановить «%s»"

msgid "Restored “%s”: phrases, settings and learned words. They show after Back to Talking."
msgstr "Восстановлено «%s»: фразы, настройки и выученные слова. Видно после «К речи»."

msgid "Resume"
msgstr "Продолжить"

msgid "Said: %1$s — as written, not in %2$s"
msgstr "Сказано: %1$s — как написано, не на языке %2$s"

msgid "Said: %1$s — in %2$s: %3$s"
msgstr "Сказано: %1$s — на языке %2$s: %3$s"

msgid "Said: %s"
msgstr "Сказано: %s"

msgid "Same as the board"
msgstr "Как у доски"

msgid "Same as the screen"
msgstr "Как на экране"

msgid "Save"
msgstr "Сохранить"

msgid "Save keeps the words; Back leaves without a change"
msgstr "«Сохранить» оставляет текст; «Назад» — без изменений"

msgid "Saved a backup of everything (with the message) to the stick as “%s”."
msgstr "Копия всего (с сообщением) сохранена на накопитель как «%s»."

msgid "Saved a backup of everything (without the message) to the stick as “%s”."
msgstr "Копия всего (без сообщения) сохранена на накопитель как «%s»."

msgid "Saved the event log to the stick as “%s”."
msgstr "Журнал событий сохранён на накопитель как «%s»."

msgid "Saved the phrases to the stick as “%s”."
msgstr "Фразы сохранены на накопитель как «%s»."

msgid "Scan passes before resting"
msgstr "Проходов до остановки"

msgid "Scan time"
msgstr "Время сканирования"

msgid "Scanning"
msgstr "Сканирование"

msgid "Scanning waits for each name to be said"
msgstr "Сканирование ждёт, пока назовут пункт"

msgid "Select switch"
msgstr "«Выбор»"

msgid "Semicolon"
msgstr "Точка с запятой"

msgid "Set Up Step by Step"
msgstr "Настройка по шагам"

msgid "Settings"
msgstr "Настройки"

msgid "Settings goes back to Home after"
msgstr "Выход из настроек через"

msgid "Shift"
msgstr "Шифт"

msgid "Shift, selected"
msgstr "Шифт, выбран"

msgid "Show borders"
msgstr "Показывать рамки"

msgid "Slash"
msgstr "Косая черта"

msgid "Snap to Item within"
msgstr "Притяжение"

msgid "Sound is not working"
msgstr "Звук не работает"

msgid "Sounding"
msgstr "Звучит"

msgid "Sounding — choose Stop to end it"
msgstr "Звучит — выберите «Стоп»"

msgid "Space"
msgstr "Пробел"

msgid "Space or F8"
msgstr "Пробел или F8"

msgid "Space selects"
msgstr "Пробел — выбор"

msgid "Speak"
msgstr "Сказать"

msgid "Speak names as they are reached"
msgstr "Называть пункты при переходе"

msgid "Speak phrases in"
msgstr "Язык речи"

msgid "Speech volume"
msgstr "Громкость речи"

msgid "Standard"
msgstr "Обычный"

msgid "Starting the install…"
msgstr "Начало установки…"

msgid "Step 1 of 3: How is the screen reached?"
msgstr "Шаг 1 из 3: Управление"

msgid "Step 2 of 3: Test the buttons"
msgstr "Шаг 2 из 3: кнопки"

msgid "Step 3 of 3: Test the sound"
msgstr "Шаг 3 из 3: звук"

msgid "Stop"
msgstr "Стоп"

msgid "Stop button"
msgstr "Кнопка «Стоп»"

msgid "Stop recording"
msgstr "Стоп записи"

msgid "Stopped"
msgstr "Прервано"

msgid "Storage: saving normally"
msgstr "Память: сохранение в норме"

msgid "Storage: the last save failed"
msgstr "Память: последнее сохранение не удалось"

msgid "Swap the switch lines"
msgstr "Поменять линии кнопок местами"

msgid "Switch keys"
msgstr "Клавиши кнопок"

msgid "Switches"
msgstr "Переключатели"

msgid "Switches act on release"
msgstr "Переключатели срабатывают при отпускании"

msgid "Switches: one or two switches step through the controls"
msgstr "Переключатели: один или два перебирают кнопки"

msgid "Targets: %1$s (%2$s)"
msgstr "Кнопки: %1$s (%2$s)"

msgid "Targets: %1$s — the panel has no room for %2$s (%3$s)"
msgstr "Кнопки: %1$s — на экране нет места для %2$s (%3$s)"

msgid "Text and Display"
msgstr "Текст и экран"

msgid "Text size"
msgstr "Размер текста"

msgid "The USB stick cannot be read: %s"
msgstr "Не удаётся прочитать USB-накопитель: %s"

msgid "The USB stick was taken out. Nothing on the device changed."
msgstr "USB-накопитель извлечён. На устройстве ничего не изменилось."

msgid "The big buttons are not working"
msgstr "Большие кнопки не работают"

msgid "The device restarts into the new system: it is silent until it is back. The message and phrases are kept."
msgstr "Устройство запускает новую систему: оно молчит, пока не вернётся. Сообщение и фразы сохранятся."

msgid "The event log keeps no message text unless this is on:"
msgstr "Журнал не хранит текст, если это не включено:"

msgid "The install failed. Nothing was changed."
msgstr "Установка не удалась. Ничего не изменено."

msgid "The message on the device was kept."
msgstr "Сообщение на устройстве сохранено."

msgid "The message was restored too."
msgstr "Сообщение тоже восстановлено."

msgid "The phrases from before “%s” are back. They show on Home after Back to Talking."
msgstr "Фразы, что были до «%s», вернулись. Видно после «К речи»."

msgid "The phrases, settings and learned words from before “%s” are back."
msgstr "Фразы, настройки и выученные слова, что были до «%s», вернулись."

msgid "The request could not be given to the system (%s). Nothing was changed."
msgstr "Запрос не передан системе (%s). Ничего не изменено."

msgid "The tone is not sounding. The nurse call is on"
msgstr "Сигнал не звучит. Вызов медсестры включён"

msgid "The update did not start and was undone. About says which system runs"
msgstr "Обновление не запустилось и отменено. «О системе» покажет, какая система работает"

msgid "This update was refused. Nothing was changed."
msgstr "Это обновление отклонено. Ничего не изменено."

msgid "Time to check Family Setup"
msgstr "Пора проверить настройку семьёй"

msgid "Touch: a finger on the screen"
msgstr "Касание: палец на экране"

msgid "Try the alert briefly"
msgstr "Проверить сигнал"

msgid "Try the voice"
msgstr "Проверить голос"

msgid "Two (Select and Move)"
msgstr "Два («Выбор» и «Дальше»)"

msgid "Type"
msgstr "Набор"

msgid "Typed messages are spoken as written, not translated."
msgstr "Набранный текст читается как есть, без перевода."

msgid "USB keyboard"
msgstr "USB-клавиатура"

msgid "USB stick"
msgstr "USB-накопитель"

msgid "USB stick: %s"
msgstr "USB-накопитель: %s"

msgid "Undo delete of “%s”"
msgstr "Вернуть удалённое «%s»"

msgid "Undo import of “%s”"
msgstr "Отменить импорт «%s»"

msgid "Undo restore of “%s”"
msgstr "Отменить восстановление «%s»"

msgid "Update was undone"
msgstr "Обновление отменено"

msgid "Update: %s"
msgstr "Обновление: %s"

msgid "Updates: not set up"
msgstr "Обновления: не настроены"

msgid "Using the USB stick"
msgstr "Идёт работа с USB"

msgid "Version %s is installed."
msgstr "Версия %s установлена."

msgid "Version %s."
msgstr "Версия %s."

msgid "Version %s:"
msgstr "Версия %s:"

msgid "Version of the other system: %s"
msgstr "Версия другой системы: %s"

msgid "Version: %s"
msgstr "Версия: %s"

msgid "Very large"
msgstr "Очень крупный"

msgid "Voice Settings"
msgstr "Голос"

msgid "Voice: %s"
msgstr "Голос: %s"

msgid "Voices: espeak-ng (GPL 3) only"
msgstr "Голоса: только espeak-ng (GPL 3)"

msgid "Voices: espeak-ng (GPL 3), SVOX Pico (Apache 2, data without source)"
msgstr "Голоса: espeak-ng (GPL 3), SVOX Pico (Apache 2, данные без исходного кода)"

msgid "Volume is very low"
msgstr "Громкость очень низкая"

msgid "Volume very low"
msgstr "Очень тихо"

msgid "Wait a moment before saying Yes or No"
msgstr "Пауза перед «Да» или «Нет»"

msgid "What it changes: %s"
msgstr "Что меняется: %s"

msgid "Working… leave the stick in until this says it is done."
msgstr "Идёт работа… не вынимайте накопитель, пока здесь не будет готово."

msgid "Yes"
msgstr "Да"

msgid "Yes and No at once within"
msgstr "«Да» и «Нет» вместе за"

msgid "Yes button"
msgstr "Кнопка «Да»"

msgid "Yes, No and help"
msgstr "Да, Нет и помощь"

msgid "eye tracking"
msgstr "взгляд"

msgid "head pointing"
msgstr "указатель головой"

msgid "just now"
msgstr "только что"

msgid "line %d"
msgstr "линия %d"

msgid "no line in the board profile"
msgstr "нет линии"

msgid "none yet"
msgstr "пока нет"

msgid "over an hour ago"
msgstr "больше часа назад"

msgid "switches"
msgstr "переключатели"

msgid "touch"
msgstr "касание"

msgid "unknown"
msgstr "неизвестно"

msgid "✓ %s works"
msgstr "✓ %s работает"

msgctxt "decimal separator"
msgid "."
msgstr ","

msgctxt "list separator"
msgid ", "
msgstr ", "

"""#
}
