// Made by Translations/make-catalogs from Translations/ru.po; edit the PO file, not this one.

extension BuiltInCatalogs {
    /// Translations/ru.po, byte for byte.
    static let po_ru = #"""
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
msgstr "%1$s: %2$s или клавиша %3$s"

msgid "%d character"
msgid_plural "%d characters"
msgstr[0] "%d символ"
msgstr[1] "%d символа"
msgstr[2] "%d символов"

msgid "%d mm"
msgstr "%d мм"

msgid "%d ms"
msgstr "%d мс"

msgid "%d words a minute"
msgstr "%d слов в минуту"

msgid "%d%%"
msgstr "%d%%"

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

msgid "%s: press it once"
msgstr "%s: нажмите один раз"

msgid "; keys %s"
msgstr "; клавиши %s"

msgid "A resting pointer may move"
msgstr "Неподвижный указатель может сдвинуться на"

msgid "About"
msgstr "О системе"

msgid "Again"
msgstr "Повтор"

msgid "Alert failed"
msgstr "Сигнал не сработал"

msgid "Alert stopped"
msgstr "Сигнал прервался"

msgid "Alert volume"
msgstr "Громкость сигнала"

msgid "Apostrophe"
msgstr "Апостроф"

msgid "Automatic"
msgstr "Автоматически"

msgid "Back"
msgstr "Назад"

msgid "Back to Talking"
msgstr "Вернуться к речи"

msgid "Board: %s"
msgstr "Плата: %s"

msgid "Bold text"
msgstr "Жирный текст"

msgid "Buttons and Switches"
msgstr "Кнопки и переключатели"

msgid "Buttons not working"
msgstr "Кнопки не работают"

msgid "Buttons not working: %s"
msgstr "Не работают: %s"

msgid "Buttons: no fault found"
msgstr "Кнопки: неисправностей нет"

msgid "Categories"
msgstr "Категории"

msgid "Changes show on Home after Back to Talking"
msgstr "Изменения видны после «Вернуться к речи»"

msgid "Clear"
msgstr "Очистить"

msgid "Comma"
msgstr "Запятая"

msgid "Dark appearance"
msgstr "Тёмное оформление"

msgid "Delete"
msgstr "Удалить"

msgid "Done"
msgstr "Готово"

msgid "Emergency"
msgstr "Срочно"

msgid "Emergency, selected"
msgstr "Срочно, выбрано"

msgid "Enter"
msgstr "Ввод"

msgid "Enter or F7"
msgstr "Ввод или F7"

msgid "Exclamation mark"
msgstr "Восклицательный знак"

msgid "Extra time on first item"
msgstr "Дольше на первом"

msgid "Eye tracking: the eyes rest on a control to choose it"
msgstr "Взгляд: взгляд задерживается на кнопке, чтобы выбрать её"

msgid "Family Setup"
msgstr "Настройка семьёй"

msgid "Family Setup: time to check"
msgstr "Настройка семьёй: пора проверить"

msgid "Full stop"
msgstr "Точка"

msgid "Get Attention"
msgstr "Позвать"

msgid "Get Attention button"
msgstr "Кнопка «Позвать»"

msgid "Get Attention is sounding"
msgstr "Звучит вызов"

msgid "Head pointing: a pointer rests on a control to choose it"
msgstr "Указатель головой: указатель задерживается на кнопке, чтобы выбрать её"

msgid "Held down is stuck after"
msgstr "Зажатая кнопка залипла через"

msgid "Hello. This is how I sound."
msgstr "Здравствуйте. Вот так звучит мой голос."

msgid "Hold a touch for"
msgstr "Удерживать касание"

msgid "Hold to move, let go to choose"
msgstr "Держать — движение, отпустить — выбор"

msgid "How is the screen reached?"
msgstr "Как управлять экраном?"

msgid "Hyphen"
msgstr "Дефис"

msgid "Ignore a second press for"
msgstr "Игнорировать повтор"

msgid "Ignore bounces for"
msgstr "Игнорировать дребезг"

msgid "Increased contrast"
msgstr "Повышенный контраст"

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

msgid "Log may hold message text"
msgstr "Журнал может хранить текст"

msgid "Long hold goes back"
msgstr "Долгое нажатие — назад"

msgid "Message"
msgstr "Сообщение"

msgid "Message cannot be saved"
msgstr "Не удаётся сохранить"

msgid "Message full"
msgstr "Сообщение заполнено"

msgid "Message limit"
msgstr "Предел сообщения"

msgid "Message not as saved"
msgstr "Сообщение не как сохранено"

msgid "Message not restored"
msgstr "Сообщение не восстановлено"

msgid "More"
msgstr "Ещё"

msgid "More (page %1$d of %2$d)"
msgstr "Ещё (стр. %1$d из %2$d)"

msgid "Move steps, Select chooses"
msgstr "«Дальше» двигает, «Выбор» выбирает"

msgid "Move switch"
msgstr "Переключатель «Дальше»"

msgid "Next: Test the buttons"
msgstr "Далее: проверка кнопок"

msgid "Next: Test the sound"
msgstr "Далее: проверка звука"

msgid "No"
msgstr "Нет"

msgid "No alert — Back"
msgstr "Нет сигнала — Назад"

msgid "No button"
msgstr "Кнопка «Нет»"

msgid "Off"
msgstr "Выкл."

msgid "On"
msgstr "Вкл."

msgid "One (Select)"
msgstr "Один («Выбор»)"

msgid "Phrases"
msgstr "Фразы"

msgid "Pitch"
msgstr "Высота"

msgid "Prediction %d"
msgstr "Подсказка %d"

msgid "Predictions"
msgstr "Подсказки"

msgid "Press each button once. No one is called."
msgstr "Нажмите каждую кнопку один раз. Никто не будет вызван."

msgid "Privacy: no network; nothing leaves the device"
msgstr "Конфиденциальность: без сети; ничто не покидает устройство"

msgid "Put Back"
msgstr "Вернуть"

msgid "Question mark"
msgstr "Вопросительный знак"

msgid "Rate"
msgstr "Скорость"

msgid "Rest to choose for"
msgstr "Задержка для выбора"

msgid "Said: %s"
msgstr "Сказано: %s"

msgid "Scan passes before resting"
msgstr "Проходов до остановки"

msgid "Scan time"
msgstr "Время сканирования"

msgid "Scanning"
msgstr "Сканирование"

msgid "Scanning waits for each name to be said"
msgstr "Сканирование ждёт, пока назовут пункт"

msgid "Select switch"
msgstr "Переключатель «Выбор»"

msgid "Set Up Step by Step"
msgstr "Настройка по шагам"

msgid "Settings"
msgstr "Настройки"

msgid "Show borders"
msgstr "Показывать рамки"

msgid "Snap to Item within"
msgstr "Притягивать к кнопке в пределах"

msgid "Sounding"
msgstr "Звучит"

msgid "Sounding — choose Stop to end it"
msgstr "Звучит — выберите «Стоп»"

msgid "Space"
msgstr "Пробел"

msgid "Space or F8"
msgstr "Пробел или F8"

msgid "Speak"
msgstr "Сказать"

msgid "Speak names as they are reached"
msgstr "Называть пункты при переходе"

msgid "Speech volume"
msgstr "Громкость речи"

msgid "Standard"
msgstr "Обычный"

msgid "Step 1 of 3: How is the screen reached?"
msgstr "Шаг 1 из 3: Как управлять экраном?"

msgid "Step 2 of 3: Test the buttons"
msgstr "Шаг 2 из 3: проверка кнопок"

msgid "Step 3 of 3: Test the sound"
msgstr "Шаг 3 из 3: проверка звука"

msgid "Stop"
msgstr "Стоп"

msgid "Stop button"
msgstr "Кнопка «Стоп»"

msgid "Stopped"
msgstr "Прервано"

msgid "Storage: saving normally"
msgstr "Память: сохранение в норме"

msgid "Storage: the last save failed"
msgstr "Память: последнее сохранение не удалось"

msgid "Switches"
msgstr "Переключатели"

msgid "Switches act on release"
msgstr "Переключатели срабатывают при отпускании"

msgid "Switches: one or two switches step through the controls"
msgstr "Переключатели: один или два переключателя перебирают кнопки"

msgid "Targets: %1$s (%2$s)"
msgstr "Кнопки: %1$s (%2$s)"

msgid "Targets: %1$s — the panel has no room for %2$s (%3$s)"
msgstr "Кнопки: %1$s — на экране нет места для %2$s (%3$s)"

msgid "Text and Display"
msgstr "Текст и экран"

msgid "Text size"
msgstr "Размер текста"

msgid "The big buttons are not working"
msgstr "Большие кнопки не работают"

msgid "The event log keeps no message text unless this is on:"
msgstr "Журнал не хранит текст, если это не включено:"

msgid "The update did not start and was undone. About says which system runs"
msgstr "Обновление не запустилось и отменено. «О системе» покажет, какая система работает"

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
msgstr "Печатать"

msgid "USB stick"
msgstr "USB-накопитель"

msgid "Update was undone"
msgstr "Обновление отменено"

msgid "Version: %s"
msgstr "Версия: %s"

msgid "Very large"
msgstr "Очень крупный"

msgid "Voice Settings"
msgstr "Голос"

msgid "Voice: %s"
msgstr "Голос: %s"

msgid "Volume is very low"
msgstr "Громкость очень низкая"

msgid "Volume very low"
msgstr "Очень тихо"

msgid "Wait a moment before saying Yes or No"
msgstr "Пауза перед «Да» или «Нет»"

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

msgid "line %d"
msgstr "линия %d"

msgid "no line in the board profile"
msgstr "нет линии в профиле платы"

msgid "none yet"
msgstr "пока нет"

msgid "switches"
msgstr "переключатели"

msgid "touch"
msgstr "касание"

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
