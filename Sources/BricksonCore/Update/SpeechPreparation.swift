/// What speech was last asked to be prepared for: a board in a voice (S2).
struct SpeechPreparation: Equatable, Sendable {
    var board: Board
    var voice: VoiceSettings
    /// The staff's language it was heard in (L6), nil for as written: with the board, what the prepared words were
    /// made from, so each update compares these rather than making the heard board again.
    var staffLanguage: LanguageTag? = nil
}

/// Speech prepared ahead of time (S2, S5): once the sound engine has started, and again whenever the board or the
/// voice the screen asks for changes, the core asks for Yes, No and the board's phrases to be synthesised in that
/// voice. It remembers what it last asked for, so each change is asked for once.
extension HomeState {
    /// The voice the screen asks for: the draft's while Settings is open (so Try is heard as set, and the tone's
    /// level is the one being tried), otherwise the one in use; speaking the board's language (L2): a board in
    /// Spanish is spoken with a Spanish voice whatever voice was chosen for English; or the staff's, when phrases
    /// are spoken in a second language (L6).
    var wantedVoice: VoiceSettings {
        var voice = speechSettings.voice
        voice.voice = LanguageVoices.voice(voice.voice, for: phraseLanguage(speechSettings))
        return voice
    }

    /// Asks for speech to be prepared again if the board or the wanted voice changed since it was last asked for;
    /// nothing before the sound engine has started.
    mutating func matchSpeechPreparation(_ effects: inout [Effect]) {
        guard let prepared = preparedSpeech else { return }
        guard
            prepared.voice != wantedVoice || prepared.board != editedBoard
                || prepared.staffLanguage != staffLanguage(speechSettings)
        else { return }
        prepareSpeech(&effects)
    }

    /// Asks for the board's speech to be prepared in the wanted voice, and remembers it.
    mutating func prepareSpeech(_ effects: inout [Effect]) {
        let voice = wantedVoice
        // The board as edited in Phrases, so a new phrase is ready before Back to Talking shows it (C1).
        let board = editedBoard
        preparedSpeech = SpeechPreparation(board: board, voice: voice, staffLanguage: staffLanguage(speechSettings))
        effects.append(.prepareSpeech(board: spokenBoard(board, speechSettings), voice: voice))
    }
}
