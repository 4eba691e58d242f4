// swift-format-ignore-file
// (The PO file's text, byte for byte, which formatting would change.)
// Made by Translations/make-catalogs from Translations/ar.po; edit the PO file, not this one.

extension CatalogTexts {
    /// Translations/ar.po, byte for byte.
    public static let po_ar = #"""
# Brickson's screen words in Arabic (L1).
# NOT YET REVIEWED by a native speaker: translated from the English template, brickson.pot. Until a native speaker
# has checked every message, X-Native-Review stays "none" and ACCESSIBILITY.md (L1) says so.
msgid ""
msgstr ""
"Project-Id-Version: Brickson\n"
"Language: ar\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);\n"
"X-Native-Review: none\n"

msgid "%1$s or %2$s"
msgstr "%1$s أو %2$s"

msgid "%1$s to %2$s"
msgstr "%1$s إلى %2$s"

msgid "%1$s: %2$s"
msgstr "%1$s: %2$s"

msgid "%1$s: %2$s, or key %3$s"
msgstr "%1$s: %2$s، أو المفتاح %3$s"

msgid "%1$s: Home shows %2$s of its %3$s on this screen"
msgstr "%1$s: تعرض الشاشة %2$s من %3$s"

msgid "%d backup"
msgid_plural "%d backups"
msgstr[0] "%d نسخة"
msgstr[1] "%d نسخة"
msgstr[2] "%d نسختان"
msgstr[3] "%d نسخ"
msgstr[4] "%d نسخة"
msgstr[5] "%d نسخة"

msgid "%d board file"
msgid_plural "%d board files"
msgstr[0] "%d ملف لوحة"
msgstr[1] "%d ملف لوحة"
msgstr[2] "%d ملفا لوحة"
msgstr[3] "%d ملفات لوحات"
msgstr[4] "%d ملف لوحة"
msgstr[5] "%d ملف لوحة"

msgid "%d category"
msgid_plural "%d categories"
msgstr[0] "%d فئة"
msgstr[1] "%d فئة"
msgstr[2] "%d فئتان"
msgstr[3] "%d فئات"
msgstr[4] "%d فئة"
msgstr[5] "%d فئة"

msgid "%d character"
msgid_plural "%d characters"
msgstr[0] "%d حرف"
msgstr[1] "%d حرف"
msgstr[2] "%d حرفان"
msgstr[3] "%d أحرف"
msgstr[4] "%d حرفًا"
msgstr[5] "%d حرف"

msgid "%d mm"
msgstr "%d مم"

msgid "%d ms"
msgstr "%d مللي ث"

msgid "%d phrase"
msgid_plural "%d phrases"
msgstr[0] "%d عبارة"
msgstr[1] "%d عبارة"
msgstr[2] "%d عبارتان"
msgstr[3] "%d عبارات"
msgstr[4] "%d عبارة"
msgstr[5] "%d عبارة"

msgid "%d recorded clip could not be read and was left out."
msgid_plural "%d recorded clips could not be read and were left out."
msgstr[0] "تعذرت قراءة %d تسجيل فتُرك."
msgstr[1] "تعذرت قراءة %d تسجيل فتُرك."
msgstr[2] "تعذرت قراءة %d تسجيلين فتُركا."
msgstr[3] "تعذرت قراءة %d تسجيلات فتُركت."
msgstr[4] "تعذرت قراءة %d تسجيلًا فتُرك."
msgstr[5] "تعذرت قراءة %d تسجيل فتُرك."

msgid "%d update"
msgid_plural "%d updates"
msgstr[0] "%d تحديث"
msgstr[1] "%d تحديث"
msgstr[2] "%d تحديثان"
msgstr[3] "%d تحديثات"
msgstr[4] "%d تحديثًا"
msgstr[5] "%d تحديث"

msgid "%d words a minute"
msgstr "%d كلمة في الدقيقة"

msgid "%d%%"
msgstr "%d%%"

msgid "%s min ago"
msgstr "قبل %s دقيقة"

msgid "%s mm"
msgstr "%s مم"

msgid "%s phrases"
msgstr "عبارات %s"

msgid "%s s"
msgstr "%s ث"

msgid "%s, less"
msgstr "%s، أقل"

msgid "%s, more"
msgstr "%s، أكثر"

msgid "%s, selected"
msgstr "%s، محدد"

msgid "%s: already first"
msgstr "%s: في الأول أصلًا"

msgid "%s: already last"
msgstr "%s: في الأخير أصلًا"

msgid "%s: press it once"
msgstr "%s: اضغطه مرة"

msgid "1 selects"
msgstr "1 يختار"

msgid "2 selects"
msgstr "2 يختار"

msgid "; keys %s"
msgstr "؛ المفاتيح %s"

msgid "A resting pointer may move"
msgstr "مدى حركة المؤشر الثابت"

msgid "About"
msgstr "حول"

msgid "Add a category"
msgstr "إضافة فئة"

msgid "Add a phrase"
msgstr "إضافة عبارة"

msgid "Add an emergency phrase"
msgstr "إضافة عبارة طوارئ"

msgid "Again"
msgstr "إعادة"

msgid "Alert failed"
msgstr "فشل التنبيه"

msgid "Alert stopped"
msgstr "توقف التنبيه"

msgid "Alert volume"
msgstr "مستوى صوت التنبيه"

msgid "Ampersand"
msgstr "علامة العطف"

msgid "Another update is being installed. Nothing else was changed."
msgstr "يجري تثبيت تحديث آخر. لم يتغير شيء آخر."

msgid "Apostrophe"
msgstr "فاصلة عليا"

msgid "Arabic comma"
msgstr "فاصلة"

msgid "Arabic question mark"
msgstr "علامة استفهام"

msgid "Arabic semicolon"
msgstr "فاصلة منقوطة"

msgid "Arrange the categories"
msgstr "ترتيب الفئات"

msgid "Asterisk"
msgstr "نجمة"

msgid "At sign"
msgstr "علامة آت"

msgid "Automatic"
msgstr "تلقائي"

msgid "Back"
msgstr "رجوع"

msgid "Back to Talking"
msgstr "الكلام"

msgid "Backup holds the message"
msgstr "النسخة تحفظ الرسالة"

msgid "Board: %s"
msgstr "اللوحة: %s"

msgid "Bold text"
msgstr "نص عريض"

msgid "Buttons and Switches"
msgstr "الأزرار والمفاتيح"

msgid "Buttons not working"
msgstr "الأزرار معطلة"

msgid "Buttons not working: %s"
msgstr "الأزرار المعطلة: %s"

msgid "Buttons: no fault found"
msgstr "الأزرار: لا عطل"

msgid "Cancel: keep everything"
msgstr "إلغاء: الإبقاء على كل شيء"

msgid "Cancel: restart later"
msgstr "إلغاء: إعادة التشغيل لاحقًا"

msgid "Categories"
msgstr "الفئات"

msgid "Change the words"
msgstr "تغيير الكلمات"

msgid "Changes show on Home after Back to Talking"
msgstr "تظهر التغييرات بعد العودة إلى الكلام"

msgid "Checking that Home shows it whole on this screen…"
msgstr "جارٍ التحقق من أن الشاشة الرئيسية تعرضه كاملًا…"

msgid "Checking…"
msgstr "يجري الفحص…"

msgid "Choose a list to arrange it."
msgstr "اختر قائمة لترتيبها."

msgid "Chosen: %s"
msgstr "المحدد: %s"

msgid "Clear"
msgstr "مسح الكل"

msgid "Close bracket"
msgstr "قوس إغلاق"

msgid "Colon"
msgstr "نقطتان"

msgid "Comma"
msgstr "فاصلة"

msgid "Dark appearance"
msgstr "مظهر داكن"

msgid "Delete"
msgstr "حذف"

msgid "Discard"
msgstr "تجاهل"

msgid "Do not import"
msgstr "عدم الاستيراد"

msgid "Do not restore"
msgstr "عدم الاستعادة"

msgid "Dollar"
msgstr "دولار"

msgid "Done"
msgstr "تم"

msgid "Emergency"
msgstr "طوارئ"

msgid "Emergency phrases"
msgstr "عبارات الطوارئ"

msgid "Emergency, selected"
msgstr "طوارئ، محدد"

msgid "Enter"
msgstr "إدخال"

msgid "Enter or F7"
msgstr "إدخال أو F7"

msgid "Enter selects"
msgstr "إدخال يختار"

msgid "Equals"
msgstr "يساوي"

msgid "Erase now for a new patient"
msgstr "امسح الآن لمريض جديد"

msgid "Erase now, and remove %d phrase added for them"
msgid_plural "Erase now, and remove %d phrases added for them"
msgstr[0] "امسح الآن واحذف %d عبارة أُضيفت لهذا الشخص"
msgstr[1] "امسح الآن واحذف %d عبارة أُضيفت لهذا الشخص"
msgstr[2] "امسح الآن واحذف العبارتين (%d) المضافتين لهذا الشخص"
msgstr[3] "امسح الآن واحذف %d عبارات أُضيفت لهذا الشخص"
msgstr[4] "امسح الآن واحذف %d عبارة أُضيفت لهذا الشخص"
msgstr[5] "امسح الآن واحذف %d عبارة أُضيفت لهذا الشخص"

msgid "Erased. Ready for the next patient: Family Setup asks how the screen is reached."
msgstr "تم المسح. جاهز للمريض التالي: سيسأل إعداد العائلة عن طريقة الاستخدام."

msgid "Erases the message, Put Back, learned words, recorded clips, the event log and this person's settings. Keeps the phrases and the volumes."
msgstr "يمسح الرسالة والاسترجاع والكلمات المتعلمة والتسجيلات والسجل وإعدادات هذا الشخص. يبقي العبارات ومستويات الصوت."

msgid "Euro"
msgstr "يورو"

msgid "Exclamation mark"
msgstr "علامة تعجب"

msgid "Export a backup"
msgstr "تصدير نسخة احتياطية"

msgid "Export the event log (CSV)"
msgstr "تصدير السجل (CSV)"

msgid "Export the phrases (.obz)"
msgstr "تصدير العبارات (.obz)"

msgid "Extra time on first item"
msgstr "وقت إضافي للعنصر الأول"

msgid "Eye tracking: the eyes rest on a control to choose it"
msgstr "تتبع العين: تستقر العين على عنصر لاختياره"

msgid "Family Setup"
msgstr "إعداد العائلة"

msgid "Family Setup: time to check"
msgstr "إعداد العائلة: حان وقت المراجعة"

msgid "First phrase of %s"
msgstr "أول عبارة في %s"

msgid "Full stop"
msgstr "نقطة"

msgid "Full: at most %d letter."
msgid_plural "Full: at most %d letters."
msgstr[0] "ممتلئ: %d حرف على الأكثر."
msgstr[1] "ممتلئ: %d حرف على الأكثر."
msgstr[2] "ممتلئ: %d حرفان على الأكثر."
msgstr[3] "ممتلئ: %d أحرف على الأكثر."
msgstr[4] "ممتلئ: %d حرفًا على الأكثر."
msgstr[5] "ممتلئ: %d حرف على الأكثر."

msgid "Get Attention"
msgstr "نداء"

msgid "Get Attention button"
msgstr "زر النداء"

msgid "Get Attention is sounding"
msgstr "النداء يرن"

msgid "Head pointing: a pointer rests on a control to choose it"
msgstr "مؤشر الرأس: يستقر المؤشر على عنصر لاختياره"

msgid "Hear it"
msgstr "استمع"

msgid "Held down is stuck after"
msgstr "يعتبر الضغط عالقًا بعد"

msgid "Hello. This is how I sound."
msgstr "مرحبًا. هذا هو صوتي."

msgid "Hold a touch for"
msgstr "مدة إبقاء اللمس"

msgid "Hold to move, let go to choose"
msgstr "اضغط للتحريك، وارفع للاختيار"

msgid "Home shows %1$s of the board's %2$s on this screen"
msgstr "تعرض الشاشة %1$s من %2$s اللوحة"

msgid "How is the screen reached?"
msgstr "كيف يُستخدم الشاشة؟"

msgid "Hyphen"
msgstr "شرطة"

msgid "Ignore a second press for"
msgstr "تجاهل الضغطة الثانية لمدة"

msgid "Ignore bounces for"
msgstr "تجاهل الارتداد لمدة"

msgid "Import it"
msgstr "استيراده"

msgid "Import “%s”"
msgstr "استيراد «%s»"

msgid "Imported “%1$s”: %2$s, %3$s. They show on Home after Back to Talking."
msgstr "استُورد «%1$s»: %2$s، %3$s. تظهر بعد العودة إلى الكلام."

msgid "Increased contrast"
msgstr "تباين أعلى"

msgid "Install this update"
msgstr "تثبيت هذا التحديث"

msgid "Installing an update"
msgstr "جارٍ تثبيت تحديث"

msgid "Installing…"
msgstr "يجري التثبيت…"

msgid "Installing… %d %%"
msgstr "يجري التثبيت… %d %%"

msgid "Inverted exclamation mark"
msgstr "علامة تعجب مقلوبة"

msgid "Inverted question mark"
msgstr "علامة استفهام مقلوبة"

msgid "Keep"
msgstr "احتفظ"

msgid "Keeping the recording…"
msgstr "جارٍ حفظ التسجيل…"

msgid "Kept: “%s” now plays in this voice."
msgstr "تم الحفظ: «%s» يُسمع الآن بهذا الصوت."

msgid "Language"
msgstr "اللغة"

msgid "Large"
msgstr "كبير"

msgid "Larger"
msgstr "أكبر"

msgid "Largest"
msgstr "الأكبر"

msgid "Last pressed: %s"
msgstr "آخر ضغطة: %s"

msgid "Last update: %s"
msgstr "آخر تحديث: %s"

msgid "Later"
msgstr "لاحقًا"

msgid "Latin letters"
msgstr "حروف لاتينية"

msgid "Letters"
msgstr "حروف"

msgid "Log may hold message text"
msgstr "يمكن للسجل حفظ نص الرسائل"

msgid "Long hold goes back"
msgstr "الضغط الطويل للرجوع"

msgid "Looking chooses again"
msgstr "النظر يختار من جديد"

msgid "Message"
msgstr "الرسالة"

msgid "Message cannot be saved"
msgstr "تعذر حفظ الرسالة"

msgid "Message full"
msgstr "الرسالة ممتلئة"

msgid "Message limit"
msgstr "حد الرسالة"

msgid "Message not as saved"
msgstr "الرسالة ليست كما حُفظت"

msgid "Message not restored"
msgstr "لم تُستعد الرسالة"

msgid "Microphone: %s"
msgstr "الميكروفون: %s"

msgid "Microphone: none in the board profile"
msgstr "الميكروفون: لا يوجد في ملف اللوحة"

msgid "More"
msgstr "المزيد"

msgid "More (page %1$d of %2$d)"
msgstr "المزيد (صفحة %1$d من %2$d)"

msgid "Move down"
msgstr "تحريك للأسفل"

msgid "Move steps, Select chooses"
msgstr "التحريك ينقل، والاختيار يختار"

msgid "Move switch"
msgstr "مفتاح التحريك"

msgid "Move up"
msgstr "تحريك للأعلى"

msgid "New category"
msgstr "فئة جديدة"

msgid "New emergency phrase"
msgstr "عبارة طوارئ جديدة"

msgid "New patient: erase this person's data"
msgstr "مريض جديد: امسح بيانات هذا الشخص"

msgid "New phrase"
msgstr "عبارة جديدة"

msgid "New words"
msgstr "كلمات جديدة"

msgid "Next: Test the buttons"
msgstr "التالي: اختبار الأزرار"

msgid "Next: Test the sound"
msgstr "التالي: اختبار الصوت"

msgid "No"
msgstr "لا"

msgid "No USB stick. Plug one in: it shows here."
msgstr "لا توجد ذاكرة USB. صِلها: ستظهر هنا."

msgid "No alert — Back"
msgstr "لا تنبيه — رجوع"

msgid "No button"
msgstr "زر لا"

msgid "No sound"
msgstr "لا صوت"

msgid "No tone: nurse call on"
msgstr "لا نغمة: النداء يعمل"

msgid "Not deleted: Home needs at least one category."
msgstr "لم يُحذف: يلزم وجود فئة واحدة على الأقل."

msgid "Not deleted: Home needs at least one emergency phrase."
msgstr "لم يُحذف: يلزم وجود عبارة طوارئ واحدة على الأقل."

msgid "Not deleted: a category needs a phrase. Delete the category instead."
msgstr "لم يُحذف: تحتاج الفئة إلى عبارة. احذف الفئة بدلًا من ذلك."

msgid "Not imported. Nothing on the device changed."
msgstr "لم يتم الاستيراد. لم يتغير شيء على الجهاز."

msgid "Not imported: Home on this screen could not show “%s” whole. Nothing on the device changed."
msgstr "لم يُستورد: لا تستطيع الشاشة الرئيسية عرض «%s» كاملًا على هذه الشاشة. لم يتغير شيء في الجهاز."

msgid "Not kept: %s."
msgstr "لم يُحفظ: %s."

msgid "Not kept: %s. Record again or Discard."
msgstr "لم يُحفظ: %s. سجّل مرة أخرى أو تجاهل."

msgid "Not kept: at most %d letter."
msgid_plural "Not kept: at most %d letters."
msgstr[0] "لم يُحفظ: %d حرف على الأكثر."
msgstr[1] "لم يُحفظ: %d حرف على الأكثر."
msgstr[2] "لم يُحفظ: %d حرفان على الأكثر."
msgstr[3] "لم يُحفظ: %d أحرف على الأكثر."
msgstr[4] "لم يُحفظ: %d حرفًا على الأكثر."
msgstr[5] "لم يُحفظ: %d حرف على الأكثر."

msgid "Not kept: there are no words yet."
msgstr "لم يُحفظ: لا كلمات بعد."

msgid "Not kept: “%s” does not fit whole on Home at this text size. Try fewer or shorter words."
msgstr "لم يُحفظ: «%s» لا يتسع كاملًا بهذا الحجم. جرّب كلمات أقل أو أقصر."

msgid "Not kept: “%s” is already in this list."
msgstr "لم يُحفظ: «%s» موجود في هذه القائمة."

msgid "Not kept: “%s” is the name of a button on Home."
msgstr "لم يُحفظ: «%s» اسم زر على الشاشة."

msgid "Not kept: “%s” is the name of the button that ends the alert, and the two could be taken for each other. Add a word, such as “please”."
msgstr "لم يُحفظ: «%s» اسم الزر الذي يوقف التنبيه، وقد يُخلط بينهما. أضف كلمة، مثل «من فضلك»."

msgid "Not restored. Nothing on the device changed."
msgstr "لم تتم الاستعادة. لم يتغير شيء على الجهاز."

msgid "Not restored: Home on this screen could not show “%s” whole. Nothing on the device changed."
msgstr "لم يُستعد: لا تستطيع الشاشة الرئيسية عرض «%s» كاملًا على هذه الشاشة. لم يتغير شيء في الجهاز."

msgid "Nothing done yet."
msgstr "لم يُفعل شيء بعد."

msgid "Number sign"
msgstr "علامة الرقم"

msgid "Numbers and marks"
msgstr "أرقام وعلامات"

msgid "Numbers, accents and marks"
msgstr "أرقام وتشكيل وعلامات"

msgid "Off"
msgstr "متوقف"

msgid "On"
msgstr "مفعل"

msgid "One (Select)"
msgstr "واحد (اختيار)"

msgid "Open bracket"
msgstr "قوس فتح"

msgid "Pause"
msgstr "إيقاف مؤقت"

msgid "Paused: looking chooses nothing"
msgstr "متوقف مؤقتًا: النظر لا يختار شيئًا"

msgid "Percent"
msgstr "بالمئة"

msgid "Phrases"
msgstr "عبارات"

msgid "Pitch"
msgstr "طبقة الصوت"

msgid "Plus"
msgstr "زائد"

msgid "Pound"
msgstr "جنيه"

msgid "Prediction %d"
msgstr "اقتراح %d"

msgid "Predictions"
msgstr "اقتراحات"

msgid "Press each button once. No one is called."
msgstr "اضغط كل زر مرة. لن يُستدعى أحد."

msgid "Privacy: no network; nothing leaves the device"
msgstr "الخصوصية: لا شبكة؛ لا شيء يغادر الجهاز"

msgid "Put Back"
msgstr "استرجاع"

msgid "Question mark"
msgstr "علامة استفهام"

msgid "Quotation mark"
msgstr "علامة تنصيص"

msgid "Rate"
msgstr "السرعة"

msgid "Reading the USB stick…"
msgstr "جارٍ قراءة ذاكرة USB…"

msgid "Record again"
msgstr "سجّل مرة أخرى"

msgid "Record my voice"
msgstr "سجّل صوتي"

msgid "Record my voice: no microphone in the board profile"
msgstr "سجّل صوتي: لا ميكروفون في ملف اللوحة"

msgid "Recorded %s seconds. Hear it, then Keep or Discard."
msgstr "سُجّلت %s ثانية. استمع ثم احتفظ أو تجاهل."

msgid "Recording discarded."
msgstr "تم تجاهل التسجيل."

msgid "Recording: say the phrase, then choose Stop recording."
msgstr "جارٍ التسجيل: قل العبارة ثم اختر إيقاف التسجيل."

msgid "Replace the phrases with “%1$s”? Now %2$s, %3$s; after %4$s, %5$s."
msgstr "استبدال العبارات بـ «%1$s»؟ الآن %2$s، %3$s؛ بعد ذلك %4$s، %5$s."

msgid "Rest to choose for"
msgstr "مدة الاستقرار للاختيار"

msgid "Restart into the new system now"
msgstr "التشغيل في النظام الجديد الآن"

msgid "Restart now"
msgstr "إعادة التشغيل الآن"

msgid "Restart to use it."
msgstr "أعد التشغيل لاستخدامه."

msgid "Restarting…"
msgstr "يجري إعادة التشغيل…"

msgid "Restore it"
msgstr "استعادتها"

msgid "Restore “%1$s”? Phrases (after %2$s, %3$s), settings and learned words are replaced."
msgstr "استعادة «%1$s»؟ تُستبدل العبارات (بعد ذلك %2$s، %3$s) والإعدادات والكلمات المتعلَّمة."

msgid "Restore “%s”"
msgstr "استعادة «%s»"

msgid "Restored “%s”: phrases, settings and learned words. They show after Back to Talking."
msgstr "استُعيد «%s»: العبارات والإعدادات والكلمات المتعلمة. تظهر بعد العودة إلى الكلام."

msgid "Resume"
msgstr "استئناف"

msgid "Said: %1$s — as written, not in %2$s"
msgstr "قيل: %1$s — كما كُتبت، لا بلغة %2$s"

msgid "Said: %1$s — in %2$s: %3$s"
msgstr "قيل: %1$s — بلغة %2$s: %3$s"

msgid "Said: %s"
msgstr "قيل: %s"

msgid "Same as the board"
msgstr "مثل اللوحة"

msgid "Same as the screen"
msgstr "مثل الشاشة"

msgid "Save"
msgstr "حفظ"

msgid "Save keeps the words; Back leaves without a change"
msgstr "حفظ يبقي الكلمات؛ رجوع يخرج دون تغيير"

msgid "Saved a backup of everything (with the message) to the stick as “%s”."
msgstr "حُفظت نسخة من كل شيء (مع الرسالة) في الذاكرة باسم «%s»."

msgid "Saved a backup of everything (without the message) to the stick as “%s”."
msgstr "حُفظت نسخة من كل شيء (دون الرسالة) في الذاكرة باسم «%s»."

msgid "Saved the event log to the stick as “%s”."
msgstr "حُفظ سجل الأحداث في الذاكرة باسم «%s»."

msgid "Saved the phrases to the stick as “%s”."
msgstr "حُفظت العبارات في الذاكرة باسم «%s»."

msgid "Scan passes before resting"
msgstr "عدد الجولات قبل التوقف"

msgid "Scan time"
msgstr "زمن المسح"

msgid "Scanning"
msgstr "المسح"

msgid "Scanning waits for each name to be said"
msgstr "ينتظر المسح نطق كل اسم"

msgid "Select switch"
msgstr "مفتاح الاختيار"

msgid "Semicolon"
msgstr "فاصلة منقوطة لاتينية"

msgid "Set Up Step by Step"
msgstr "الإعداد خطوة بخطوة"

msgid "Settings"
msgstr "الإعدادات"

msgid "Settings goes back to Home after"
msgstr "تعود الإعدادات إلى الرئيسية بعد"

msgid "Shift"
msgstr "تبديل"

msgid "Shift, selected"
msgstr "تبديل، محدد"

msgid "Show borders"
msgstr "إظهار الحدود"

msgid "Slash"
msgstr "شرطة مائلة"

msgid "Snap to Item within"
msgstr "الالتقاط ضمن"

msgid "Sound is not working"
msgstr "الصوت لا يعمل"

msgid "Sounding"
msgstr "يرن"

msgid "Sounding — choose Stop to end it"
msgstr "يرن — اختر إيقاف لإنهائه"

msgid "Space"
msgstr "مسافة"

msgid "Space or F8"
msgstr "مسافة أو F8"

msgid "Space selects"
msgstr "مسافة يختار"

msgid "Speak"
msgstr "نطق"

msgid "Speak names as they are reached"
msgstr "نطق الأسماء عند الوصول إليها"

msgid "Speak phrases in"
msgstr "نطق العبارات بلغة"

msgid "Speech volume"
msgstr "مستوى صوت الكلام"

msgid "Standard"
msgstr "عادي"

msgid "Starting the install…"
msgstr "يجري بدء التثبيت…"

msgid "Step 1 of 3: How is the screen reached?"
msgstr "الخطوة 1 من 3: الاستخدام"

msgid "Step 2 of 3: Test the buttons"
msgstr "الخطوة 2 من 3: اختبار الأزرار"

msgid "Step 3 of 3: Test the sound"
msgstr "الخطوة 3 من 3: اختبار الصوت"

msgid "Stop"
msgstr "إيقاف"

msgid "Stop button"
msgstr "زر الإيقاف"

msgid "Stop recording"
msgstr "إيقاف التسجيل"

msgid "Stopped"
msgstr "توقف"

msgid "Storage: saving normally"
msgstr "التخزين: الحفظ طبيعي"

msgid "Storage: the last save failed"
msgstr "التخزين: فشل آخر حفظ"

msgid "Swap the switch lines"
msgstr "تبديل خطي المفتاحين"

msgid "Switch keys"
msgstr "مفاتيح التبديل"

msgid "Switches"
msgstr "المفاتيح"

msgid "Switches act on release"
msgstr "تعمل المفاتيح عند الرفع"

msgid "Switches: one or two switches step through the controls"
msgstr "المفاتيح: مفتاح أو اثنان للتنقل بين العناصر"

msgid "Targets: %1$s (%2$s)"
msgstr "الأهداف: %1$s (%2$s)"

msgid "Targets: %1$s — the panel has no room for %2$s (%3$s)"
msgstr "الأهداف: %1$s — لا مكان في الشاشة لـ %2$s (%3$s)"

msgid "Text and Display"
msgstr "النص والعرض"

msgid "Text size"
msgstr "حجم النص"

msgid "The USB stick cannot be read: %s"
msgstr "تعذرت قراءة ذاكرة USB: %s"

msgid "The USB stick was taken out. Nothing on the device changed."
msgstr "أُزيلت ذاكرة USB. لم يتغير شيء في الجهاز."

msgid "The big buttons are not working"
msgstr "الأزرار الكبيرة لا تعمل"

msgid "The device restarts into the new system: it is silent until it is back. The message and phrases are kept."
msgstr "يعيد الجهاز التشغيل في النظام الجديد: يصمت حتى يعود. تبقى الرسالة والعبارات."

msgid "The event log keeps no message text unless this is on:"
msgstr "لا يحفظ السجل نص الرسائل إلا إذا فُعّل هذا:"

msgid "The install failed. Nothing was changed."
msgstr "فشل التثبيت. لم يتغير شيء."

msgid "The message on the device was kept."
msgstr "بقيت الرسالة التي على الجهاز."

msgid "The message was restored too."
msgstr "استُعيدت الرسالة أيضًا."

msgid "The phrases from before “%s” are back. They show on Home after Back to Talking."
msgstr "عادت العبارات التي كانت قبل «%s». تظهر بعد العودة إلى الكلام."

msgid "The phrases, settings and learned words from before “%s” are back."
msgstr "عادت العبارات والإعدادات والكلمات المتعلَّمة التي كانت قبل «%s»."

msgid "The request could not be given to the system (%s). Nothing was changed."
msgstr "تعذّر إيصال الطلب إلى النظام (%s). لم يتغير شيء."

msgid "The tone is not sounding. The nurse call is on"
msgstr "النغمة لا تعمل. نداء الممرضة يعمل"

msgid "The update did not start and was undone. About says which system runs"
msgstr "لم يبدأ التحديث وأُلغي. يبيّن قسم حول النظام العامل"

msgid "This update was refused. Nothing was changed."
msgstr "رُفض هذا التحديث. لم يتغير شيء."

msgid "Time to check Family Setup"
msgstr "حان وقت مراجعة إعداد العائلة"

msgid "Touch: a finger on the screen"
msgstr "اللمس: إصبع على الشاشة"

msgid "Try the alert briefly"
msgstr "جرّب التنبيه قليلًا"

msgid "Try the voice"
msgstr "جرّب الصوت"

msgid "Two (Select and Move)"
msgstr "اثنان (اختيار وتحريك)"

msgid "Type"
msgstr "كتابة"

msgid "Typed messages are spoken as written, not translated."
msgstr "تُنطق الرسائل المكتوبة كما هي، دون ترجمة."

msgid "USB keyboard"
msgstr "لوحة مفاتيح USB"

msgid "USB stick"
msgstr "ذاكرة USB"

msgid "USB stick: %s"
msgstr "ذاكرة USB: %s"

msgid "Undo delete of “%s”"
msgstr "تراجع عن حذف «%s»"

msgid "Undo import of “%s”"
msgstr "التراجع عن استيراد «%s»"

msgid "Undo restore of “%s”"
msgstr "التراجع عن استعادة «%s»"

msgid "Update was undone"
msgstr "أُلغي التحديث"

msgid "Update: %s"
msgstr "تحديث: %s"

msgid "Updates: not set up"
msgstr "التحديثات: غير مُعدّة"

msgid "Using the USB stick"
msgstr "جارٍ استخدام ذاكرة USB"

msgid "Version %s is installed."
msgstr "الإصدار %s مثبت."

msgid "Version %s."
msgstr "الإصدار %s."

msgid "Version %s:"
msgstr "الإصدار %s:"

msgid "Version of the other system: %s"
msgstr "إصدار النظام الآخر: %s"

msgid "Version: %s"
msgstr "الإصدار: %s"

msgid "Very large"
msgstr "كبير جدًا"

msgid "Voice Settings"
msgstr "الصوت"

msgid "Voice: %s"
msgstr "الصوت: %s"

msgid "Voices: espeak-ng (GPL 3) only"
msgstr "الأصوات: espeak-ng (GPL 3) فقط"

msgid "Voices: espeak-ng (GPL 3), SVOX Pico (Apache 2, data without source)"
msgstr "الأصوات: espeak-ng (GPL 3)، SVOX Pico (Apache 2، بيانات بلا شيفرة مصدرية)"

msgid "Volume is very low"
msgstr "مستوى الصوت منخفض جدًا"

msgid "Volume very low"
msgstr "الصوت منخفض جدًا"

msgid "Wait a moment before saying Yes or No"
msgstr "انتظر قبل نعم أو لا"

msgid "What it changes: %s"
msgstr "ما يغيّره: %s"

msgid "Working… leave the stick in until this says it is done."
msgstr "جارٍ العمل… اترك الذاكرة حتى يظهر هنا أنه انتهى."

msgid "Yes"
msgstr "نعم"

msgid "Yes and No at once within"
msgstr "نعم ولا معًا خلال"

msgid "Yes button"
msgstr "زر نعم"

msgid "Yes, No and help"
msgstr "نعم ولا والمساعدة"

msgid "eye tracking"
msgstr "تتبع العين"

msgid "head pointing"
msgstr "مؤشر الرأس"

msgid "just now"
msgstr "الآن"

msgid "line %d"
msgstr "الخط %d"

msgid "no line in the board profile"
msgstr "لا خط في ملف اللوحة"

msgid "none yet"
msgstr "لا شيء بعد"

msgid "over an hour ago"
msgstr "قبل أكثر من ساعة"

msgid "switches"
msgstr "المفاتيح"

msgid "touch"
msgstr "اللمس"

msgid "unknown"
msgstr "غير معروف"

msgid "✓ %s works"
msgstr "✓ %s يعمل"

msgctxt "decimal separator"
msgid "."
msgstr ","

msgctxt "list separator"
msgid ", "
msgstr "، "

"""#
}
