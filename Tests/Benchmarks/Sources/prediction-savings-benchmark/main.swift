// Keystroke savings of word prediction per language (L4): the share of keystrokes saved when a person picks the
// predicted word as soon as one of the three slots offers it, on text no word list was made from.
// Run: swift run -c release --package-path Tests/Benchmarks prediction-savings-benchmark
import BricksonCore

/// Messages a patient might type, the same twelve in each language, written for this benchmark: held out from the
/// word lists (made from wordfreq's corpora) and from the starter boards. No punctuation: a sentence each.
let heldOut: [(language: String, messages: [String])] = [
    (
        "en",
        [
            "I would like some water please", "My daughter is coming this afternoon",
            "The pain in my leg is worse tonight", "Please tell the nurse I feel sick",
            "I did not sleep well last night",
            "Can you turn off the television", "I want to talk to the doctor about my medicine", "When can I go home",
            "Please open the curtains a little", "I am cold can I have another blanket",
            "Thank you for your help today",
            "Where are my glasses",
        ]
    ),
    (
        "es",
        [
            "Quiero un poco de agua por favor", "Mi hija viene esta tarde", "El dolor de la pierna es peor esta noche",
            "Diga a la enfermera que me encuentro mal", "No he dormido bien esta noche", "Puede apagar la televisión",
            "Quiero hablar con el médico sobre mi medicación", "Cuándo puedo volver a casa",
            "Abra un poco las cortinas por favor", "Tengo frío puede traerme otra manta", "Gracias por su ayuda hoy",
            "Dónde están mis gafas",
        ]
    ),
    (
        "fr",
        [
            "Je voudrais un peu d'eau s'il vous plaît", "Ma fille vient cet après-midi",
            "La douleur dans ma jambe est pire ce soir", "Dites à l'infirmière que je me sens mal",
            "Je n'ai pas bien dormi cette nuit", "Pouvez-vous éteindre la télévision",
            "Je veux parler au médecin de mes médicaments", "Quand est-ce que je peux rentrer à la maison",
            "Ouvrez un peu les rideaux s'il vous plaît", "J'ai froid pouvez-vous me donner une autre couverture",
            "Merci pour votre aide aujourd'hui", "Où sont mes lunettes",
        ]
    ),
    (
        "de",
        [
            "Ich hätte gern etwas Wasser bitte", "Meine Tochter kommt heute Nachmittag",
            "Die Schmerzen im Bein sind heute Nacht schlimmer", "Sagen Sie der Schwester dass mir übel ist",
            "Ich habe letzte Nacht nicht gut geschlafen", "Können Sie den Fernseher ausschalten",
            "Ich möchte mit dem Arzt über meine Medikamente sprechen", "Wann kann ich nach Hause gehen",
            "Bitte öffnen Sie die Vorhänge ein wenig", "Mir ist kalt kann ich noch eine Decke haben",
            "Danke für Ihre Hilfe heute", "Wo ist meine Brille",
        ]
    ),
    (
        "pt",
        [
            "Queria um pouco de água por favor", "A minha filha vem esta tarde", "A dor na perna está pior esta noite",
            "Diga à enfermeira que me sinto mal", "Não dormi bem esta noite", "Pode desligar a televisão",
            "Quero falar com o médico sobre os meus medicamentos", "Quando posso ir para casa",
            "Abra um pouco as cortinas por favor", "Tenho frio pode dar-me outro cobertor",
            "Obrigado pela sua ajuda hoje", "Onde estão os meus óculos",
        ]
    ),
    (
        "pl",
        [
            "Poproszę trochę wody", "Moja córka przyjdzie dziś po południu", "Ból nogi jest dziś w nocy gorszy",
            "Proszę powiedzieć pielęgniarce że źle się czuję", "Nie spałem dobrze tej nocy",
            "Czy może pan wyłączyć telewizor", "Chcę porozmawiać z lekarzem o moich lekach",
            "Kiedy mogę wrócić do domu", "Proszę trochę odsłonić zasłony",
            "Jest mi zimno czy mogę dostać jeszcze jeden koc", "Dziękuję za pomoc dzisiaj", "Gdzie są moje okulary",
        ]
    ),
    (
        "ar",
        [
            "أريد قليلا من الماء من فضلك", "ابنتي ستأتي بعد الظهر", "الألم في ساقي أسوأ الليلة",
            "قل للممرضة إنني أشعر بالتعب", "لم أنم جيدا الليلة الماضية", "هل يمكنك إطفاء التلفاز",
            "أريد أن أتحدث مع الطبيب عن دوائي", "متى يمكنني العودة إلى البيت", "افتح الستائر قليلا من فضلك",
            "أشعر بالبرد هل يمكنني الحصول على بطانية أخرى", "شكرا على مساعدتك اليوم", "أين نظارتي",
        ]
    ),
    (
        "ru",
        [
            "Можно мне немного воды пожалуйста", "Моя дочь придёт сегодня днём", "Боль в ноге сегодня ночью сильнее",
            "Скажите медсестре что мне плохо", "Я плохо спал этой ночью", "Выключите пожалуйста телевизор",
            "Я хочу поговорить с врачом о моих лекарствах", "Когда я смогу поехать домой",
            "Откройте немного шторы пожалуйста", "Мне холодно можно ещё одно одеяло",
            "Спасибо за вашу помощь сегодня", "Где мои очки",
        ]
    ),
]

/// Keystrokes to type `message` with `predictor`: a letter or space is one; choosing an offered word (which
/// types the word and a space) is one. A word is chosen only when offered exactly as written, capitals included.
func keystrokes(_ message: String, _ predictor: WordPredictor) -> Int {
    var typed = ""
    var count = 0
    for word in message.split(separator: " ") {
        var chosen = false
        for length in 0..<word.count {
            if predictor.predictions(for: typed + word.prefix(length)).contains(String(word)) {
                count += 1
                chosen = true
                break
            }
            count += 1  // the next letter
        }
        typed += word + " "
        if !chosen { count += 1 }  // the space after a word typed in full
    }
    return count
}

/// Characters typed with no prediction: every letter and one space after each word.
func characters(_ message: String) -> Int { message.split(separator: " ").reduce(0) { $0 + $1.count + 1 } }

func percent(_ saved: Int, of total: Int) -> String {
    let tenths = Int((Double(saved) * 1000 / Double(max(1, total))).rounded())
    return "\(tenths / 10).\(abs(tenths % 10)) %"
}

let clock = ContinuousClock()
print(
    "| language | list words | first use (parse) | held-out: characters → keystrokes | saved | with learning | "
        + "starter phrases: saved |")
print("|---|---|---|---|---|---|---|")
var total = (characters: 0, fresh: 0, learning: 0)
for (code, messages) in heldOut {
    let language = LanguageTag(code)!
    let start = clock.now
    let words = WordList.builtIn(for: language)
    let parse = clock.now - start
    let fresh = WordPredictor(words: words)
    var learning = WordPredictor(words: words)
    var chars = 0
    var freshKeys = 0
    var learningKeys = 0
    for message in messages {
        chars += characters(message)
        freshKeys += keystrokes(message, fresh)
        learningKeys += keystrokes(message, learning)
        learning.learned.learn(message)
    }
    let board = StarterContent.board(for: language)
    let phrases = board.categories.flatMap { $0.phrases.map(\.text) } + board.emergency.map(\.text)
    // The starter phrases with their punctuation taken off, as typed.
    let plain = phrases.map { String($0.filter { $0.isLetter || $0 == " " || $0 == "'" || $0 == "-" }) }
    let starterChars = plain.reduce(0) { $0 + characters($1) }
    let starterKeys = plain.reduce(0) { $0 + keystrokes($1, fresh) }
    let milliseconds =
        Double(parse.components.attoseconds / 1_000_000_000_000_000) + Double(parse.components.seconds) * 1000
    print(
        "| \(code) | \(words.count) | \(Int(milliseconds.rounded())) ms | \(chars) → \(freshKeys) | "
            + "\(percent(chars - freshKeys, of: chars)) | \(percent(chars - learningKeys, of: chars)) | "
            + "\(percent(starterChars - starterKeys, of: starterChars)) |")
    total.characters += chars
    total.fresh += freshKeys
    total.learning += learningKeys
}
print(
    "\nAll languages: \(total.characters) characters, \(percent(total.characters - total.fresh, of: total.characters)) "
        + "saved from the lists alone, \(percent(total.characters - total.learning, of: total.characters)) learning "
        + "each message after it is typed (\(WordPredictor.slotCount) slots).")
