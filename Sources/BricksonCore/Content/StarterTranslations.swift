/// The starter board written in other languages (L5): the same categories, phrases and emergency phrases as the
/// English one (`StarterContent`), with the same ids, so a clip recorded for a phrase stays with it.
///
/// None of these has yet been reviewed by a native speaker with clinical experience: each board says so in its
/// `translationNote`, Settings shows it, and ACCESSIBILITY.md (L5) lists them. The phrases avoid forms that change
/// with the speaker's gender where the language allows ("I need to rest" rather than "I'm tired" in Spanish,
/// French, Polish, Portuguese and Russian; verbal nouns in Arabic), and ask politely without a gendered imperative.
/// Words are kept short enough to fit whole on Home's buttons at every size (H3, V1).
extension StarterContent {
    /// The note every translated starter board carries.
    public static let unreviewedNote =
        "Translated from the English starter board; not yet reviewed by a native speaker with clinical experience."

    /// The starter board in `language` (by its language subtag), or the English one for a language without a
    /// translation.
    public static func board(for language: LanguageTag) -> Board {
        guard let text = translations[language.language] else { return board }
        return translated(text, language: LanguageTag(language.language) ?? language)
    }

    /// The languages a starter board is written in, English first.
    public static let languages: [LanguageTag] = ["en", "es", "fr", "de", "pt", "pl", "ar", "ru"].compactMap(
        LanguageTag.init)

    /// The board for one translation: six categories of eight phrases, then the eight emergency phrases.
    static func translated(_ text: Translation, language: LanguageTag) -> Board {
        let ids = categories.map(\.id)
        let translated = zip(ids, text.categories).map { id, category in
            Self.category(id, category.name, category.phrases)
        }
        let emergency = text.emergency.enumerated().map { Phrase(id: "emergency.\($0.offset + 1)", text: $0.element) }
        return Board(categories: translated, emergency: emergency, language: language, translationNote: unreviewedNote)
    }

    /// One language's words, in the English board's order.
    struct Translation {
        var categories: [(name: String, phrases: [String])]
        var emergency: [String]
    }

    static let translations: [String: Translation] = [
        "es": spanish, "fr": french, "de": german, "pt": portuguese, "pl": polish, "ar": arabic, "ru": russian,
    ]

    static let spanish = Translation(
        categories: [
            (
                "Dolor",
                [
                    "Tengo dolor", "El dolor es peor", "El dolor está mejor", "Me duele aquí",
                    "Necesito un analgésico", "Me duele la cabeza", "Me duele la espalda", "Con cuidado, por favor",
                ]
            ),
            (
                "Respiración",
                [
                    "Me falta el aire", "Necesito aspiración", "Necesito toser", "Suba mi cabecera, por favor",
                    "Revise mi tubo, por favor", "Tengo la boca llena", "Deme un minuto, por favor",
                    "Ahora respiro mejor",
                ]
            ),
            (
                "Comodidad",
                [
                    "Tengo sed", "Tengo la boca seca", "Tengo mucho calor", "Tengo mucho frío", "Muévame, por favor",
                    "Póngame de lado", "Arrégleme la almohada", "Baje la luz, por favor",
                ]
            ),
            (
                "Cuidados",
                [
                    "Necesito ir al baño", "Necesito que me limpien", "Tengo hambre", "Necesito mis gafas",
                    "Necesito mi audífono", "Me pica, rásqueme", "Abra la ventana, por favor",
                    "Encienda la tele, por favor",
                ]
            ),
            (
                "Personas",
                [
                    "Quiero decir algo", "Llame a mi familia", "¿Viene mi familia?", "Quiero ver a mi familia",
                    "Pregúnteme cosas de sí o no", "Espere, estoy escribiendo", "Gracias", "Te quiero",
                ]
            ),
            (
                "Emociones",
                [
                    "Tengo miedo", "Necesito descansar", "Me encuentro bien", "No puedo dormir", "Me encuentro mal",
                    "No entiendo qué pasa", "Me aburro", "Necesito estar a solas",
                ]
            ),
        ],
        emergency: [
            "Ayúdeme ya", "No puedo respirar", "Me estoy ahogando", "Algo va muy mal", "El dolor es muy fuerte",
            "Me voy a desmayar", "Me duele el pecho", "Llame al médico, por favor",
        ])

    static let french = Translation(
        categories: [
            (
                "Douleur",
                [
                    "J'ai mal", "La douleur empire", "La douleur diminue", "J'ai mal ici",
                    "J'ai besoin d'un antidouleur", "J'ai mal à la tête", "J'ai mal au dos",
                    "Doucement, s'il vous plaît",
                ]
            ),
            (
                "Respiration",
                [
                    "Je manque d'air", "J'ai besoin d'une aspiration", "J'ai besoin de tousser",
                    "Relevez ma tête, s'il vous plaît", "Vérifiez mon tube, s'il vous plaît", "J'ai la bouche pleine",
                    "Laissez-moi une minute", "Je respire mieux",
                ]
            ),
            (
                "Confort",
                [
                    "J'ai soif", "J'ai la bouche sèche", "J'ai trop chaud", "J'ai trop froid",
                    "Changez-moi de position", "Tournez-moi sur le côté", "Arrangez mon oreiller",
                    "Baissez la lumière, s'il vous plaît",
                ]
            ),
            (
                "Besoins",
                [
                    "J'ai besoin des toilettes", "J'ai besoin d'une toilette", "J'ai faim", "Je veux mes lunettes",
                    "Je veux mon appareil auditif", "Ça me gratte, grattez-moi", "Ouvrez la fenêtre, s'il vous plaît",
                    "Allumez la télé, s'il vous plaît",
                ]
            ),
            (
                "Proches",
                [
                    "Je veux dire quelque chose", "Appelez ma famille", "Ma famille va venir ?",
                    "Je veux voir ma famille", "Posez-moi des questions oui ou non", "Attendez, j'écris", "Merci",
                    "Je t'aime",
                ]
            ),
            (
                "Émotions",
                [
                    "J'ai peur", "J'ai besoin de repos", "Ça va", "Je n'arrive pas à dormir", "Je me sens mal",
                    "Je ne comprends plus rien", "Je m'ennuie", "Laissez-moi tranquille un moment",
                ]
            ),
        ],
        emergency: [
            "Aidez-moi vite", "Je ne peux pas respirer", "Je m'étouffe", "Quelque chose ne va pas du tout",
            "J'ai très mal", "Je vais m'évanouir", "J'ai mal à la poitrine", "Appelez le médecin",
        ])

    static let german = Translation(
        categories: [
            (
                "Schmerz",
                [
                    "Ich habe Schmerzen", "Der Schmerz wird stärker", "Der Schmerz ist besser", "Hier tut es weh",
                    "Ich brauche ein Schmerzmittel", "Mein Kopf tut weh", "Mein Rücken tut weh", "Bitte vorsichtig",
                ]
            ),
            (
                "Atmung",
                [
                    "Ich bekomme zu wenig Luft", "Bitte absaugen", "Ich muss husten", "Bitte Kopfteil höher",
                    "Bitte prüfen Sie meinen Schlauch", "Mein Mund ist voll", "Bitte geben Sie mir eine Minute",
                    "Das Atmen geht jetzt besser",
                ]
            ),
            (
                "Komfort",
                [
                    "Ich habe Durst", "Mein Mund ist trocken", "Mir ist zu warm", "Mir ist zu kalt",
                    "Bitte lagern Sie mich um", "Bitte auf die Seite drehen", "Bitte Kissen richten",
                    "Bitte Licht dimmen",
                ]
            ),
            (
                "Bedürfnisse",
                [
                    "Ich muss auf die Toilette", "Ich muss gewaschen werden", "Ich habe Hunger", "Meine Brille, bitte",
                    "Mein Hörgerät, bitte", "Es juckt, bitte kratzen", "Bitte Fenster öffnen",
                    "Bitte Fernseher einschalten",
                ]
            ),
            (
                "Menschen",
                [
                    "Ich möchte etwas sagen", "Bitte rufen Sie meine Familie", "Kommt meine Familie?",
                    "Ich möchte meine Familie sehen", "Bitte Fragen mit Ja oder Nein", "Bitte warten, ich tippe",
                    "Danke", "Ich liebe dich",
                ]
            ),
            (
                "Gefühle",
                [
                    "Ich habe Angst", "Ich bin müde", "Mir geht es gut", "Ich kann nicht schlafen", "Mir ist übel",
                    "Ich bin verwirrt", "Mir ist langweilig", "Ich möchte allein sein",
                ]
            ),
        ],
        emergency: [
            "Hilfe, sofort", "Ich kann nicht atmen", "Ich ersticke", "Etwas stimmt gar nicht",
            "Die Schmerzen sind sehr schlimm", "Mir wird schwarz vor Augen", "Meine Brust tut weh",
            "Bitte holen Sie den Arzt",
        ])

    static let portuguese = Translation(
        categories: [
            (
                "Dor",
                [
                    "Tenho dores", "A dor está pior", "A dor está melhor", "Dói aqui", "Preciso de um analgésico",
                    "Dói-me a cabeça", "Doem-me as costas", "Com cuidado, por favor",
                ]
            ),
            (
                "Respiração",
                [
                    "Falta-me o ar", "Preciso de aspiração", "Preciso de tossir", "Levante-me a cabeça, por favor",
                    "Veja o meu tubo, por favor", "Tenho a boca cheia", "Dê-me um minuto, por favor",
                    "Agora respiro melhor",
                ]
            ),
            (
                "Conforto",
                [
                    "Tenho sede", "Tenho a boca seca", "Tenho muito calor", "Tenho muito frio", "Mude-me de posição",
                    "Vire-me de lado", "Ajeite-me a almofada", "Baixe a luz, por favor",
                ]
            ),
            (
                "Cuidados",
                [
                    "Preciso da casa de banho", "Preciso que me limpem", "Tenho fome", "Preciso dos meus óculos",
                    "Preciso do meu aparelho auditivo", "Tenho comichão, coce-me", "Abra a janela, por favor",
                    "Ligue a televisão, por favor",
                ]
            ),
            (
                "Pessoas",
                [
                    "Quero dizer uma coisa", "Ligue à minha família", "A minha família vem?",
                    "Quero ver a minha família", "Faça-me perguntas de sim ou não", "Espere, estou a escrever",
                    "Agradeço", "Amo-te",
                ]
            ),
            (
                "Emoções",
                [
                    "Tenho medo", "Preciso de descansar", "Estou bem", "Não consigo dormir", "Sinto-me mal",
                    "Não percebo o que se passa", "Aborreço-me", "Quero estar só",
                ]
            ),
        ],
        emergency: [
            "Ajudem-me já", "Não consigo respirar", "Estou a engasgar-me", "Algo está muito mal",
            "A dor é muito forte", "Vou desmaiar", "Dói-me o peito", "Chame o médico, por favor",
        ])

    static let polish = Translation(
        categories: [
            (
                "Ból",
                [
                    "Boli mnie", "Ból jest coraz gorszy", "Ból jest mniejszy", "Tu boli", "Proszę o lek przeciwbólowy",
                    "Boli mnie głowa", "Bolą mnie plecy", "Proszę delikatnie",
                ]
            ),
            (
                "Oddychanie",
                [
                    "Brakuje mi powietrza", "Proszę mnie odessać", "Muszę odkaszlnąć", "Proszę podnieść mi głowę",
                    "Proszę sprawdzić rurkę", "Mam pełne usta", "Proszę o chwilę", "Oddycha mi się lepiej",
                ]
            ),
            (
                "Wygoda",
                [
                    "Chce mi się pić", "Mam sucho w ustach", "Jest mi za gorąco", "Jest mi za zimno",
                    "Proszę mnie przełożyć", "Proszę mnie obrócić na bok", "Proszę poprawić poduszkę",
                    "Proszę przygasić światło",
                ]
            ),
            (
                "Potrzeby",
                [
                    "Muszę do toalety", "Proszę mnie umyć", "Chce mi się jeść", "Proszę o moje okulary",
                    "Proszę o mój aparat słuchowy", "Swędzi mnie, proszę podrapać", "Proszę otworzyć okno",
                    "Proszę włączyć telewizor",
                ]
            ),
            (
                "Ludzie",
                [
                    "Chcę coś powiedzieć", "Proszę zadzwonić do rodziny", "Czy rodzina przyjdzie?",
                    "Chcę zobaczyć rodzinę", "Proszę pytać tak lub nie", "Proszę czekać, piszę", "Dziękuję",
                    "Kocham cię",
                ]
            ),
            (
                "Uczucia",
                [
                    "Boję się", "Potrzebuję odpoczynku", "Wszystko w porządku", "Nie mogę spać", "Niedobrze mi",
                    "Nie rozumiem, co się dzieje", "Nudzi mi się", "Chcę pobyć w samotności",
                ]
            ),
        ],
        emergency: [
            "Pomocy, natychmiast", "Nie mogę oddychać", "Duszę się", "Dzieje się coś złego", "Bardzo mnie boli",
            "Zaraz zemdleję", "Boli mnie w klatce", "Proszę wezwać lekarza",
        ])

    static let arabic = Translation(
        categories: [
            (
                "الألم",
                [
                    "أشعر بألم", "الألم يزداد", "الألم أخف", "يؤلمني هنا", "أحتاج مسكنا للألم", "رأسي يؤلمني",
                    "ظهري يؤلمني", "برفق من فضلك",
                ]
            ),
            (
                "التنفس",
                [
                    "لا أحصل على هواء كاف", "أحتاج شفط الإفرازات", "أحتاج أن أسعل", "أرجو رفع رأسي",
                    "أرجو فحص الأنبوب", "فمي ممتلئ", "أرجو الانتظار دقيقة", "تنفسي أفضل الآن",
                ]
            ),
            (
                "الراحة",
                [
                    "أشعر بالعطش", "فمي جاف", "أشعر بحر شديد", "أشعر ببرد شديد", "أرجو تغيير وضعي",
                    "أرجو قلبي على جنبي", "أرجو ترتيب الوسادة", "أرجو تخفيف الضوء",
                ]
            ),
            (
                "الاحتياجات",
                [
                    "أحتاج إلى المرحاض", "أحتاج إلى التنظيف", "أشعر بالجوع", "أحتاج نظارتي", "أحتاج سماعة الأذن",
                    "أرجو حك جلدي", "أرجو فتح النافذة", "أرجو تشغيل التلفاز",
                ]
            ),
            (
                "الناس",
                [
                    "أريد أن أقول شيئا", "أرجو الاتصال بعائلتي", "هل ستأتي عائلتي؟", "أريد أن أرى عائلتي",
                    "أرجو أسئلة بنعم أو لا", "أرجو الانتظار، أكتب الآن", "شكرا", "أحبك",
                ]
            ),
            (
                "المشاعر",
                [
                    "أشعر بالخوف", "أشعر بالتعب", "أنا بخير", "لا أستطيع النوم", "أشعر بالغثيان", "أشعر بالارتباك",
                    "أشعر بالملل", "أريد أن أبقى وحدي",
                ]
            ),
        ],
        emergency: [
            "النجدة الآن", "لا أستطيع التنفس", "أنا أختنق", "هناك شيء خطير", "الألم شديد جدا", "أشعر بالإغماء",
            "صدري يؤلمني", "أرجو استدعاء الطبيب",
        ])

    static let russian = Translation(
        categories: [
            (
                "Боль",
                [
                    "Мне больно", "Боль усилилась", "Боль стала меньше", "Болит здесь", "Дайте лекарство от боли",
                    "Болит голова", "Болит спина", "Осторожно, пожалуйста",
                ]
            ),
            (
                "Дыхание",
                [
                    "Мне не хватает воздуха", "Нужна санация", "Хочу кашлянуть", "Поднимите мне голову",
                    "Проверьте трубку", "У меня полный рот", "Дайте мне минуту", "Дышать стало легче",
                ]
            ),
            (
                "Удобство",
                [
                    "Хочу пить", "Во рту сухо", "Мне слишком жарко", "Мне слишком холодно", "Подвиньте меня",
                    "Поверните меня на бок", "Поправьте подушку", "Убавьте свет",
                ]
            ),
            (
                "Нужды",
                [
                    "Мне нужно в туалет", "Меня нужно помыть", "Хочу есть", "Дайте мои очки", "Дайте слуховой аппарат",
                    "Чешется, почешите", "Откройте окно", "Включите телевизор",
                ]
            ),
            (
                "Люди",
                [
                    "Хочу кое-что сказать", "Позвоните моей семье", "Моя семья придёт?", "Хочу увидеть семью",
                    "Задайте вопрос: да или нет", "Подождите, я пишу", "Спасибо", "Я тебя люблю",
                ]
            ),
            (
                "Чувства",
                [
                    "Мне страшно", "Мне нужно отдохнуть", "Всё в порядке", "Не могу уснуть", "Меня тошнит",
                    "Не понимаю, где я", "Мне скучно", "Хочу побыть в тишине",
                ]
            ),
        ],
        emergency: [
            "Помогите, срочно", "Не могу дышать", "Я задыхаюсь", "Что-то очень не так", "Очень сильная боль",
            "Сейчас потеряю сознание", "Болит в груди", "Позовите врача",
        ])
}
