import CALSA

/// The output's volume control in alsa-lib's simple mixer, read for the "volume very low" warning (S4).
public enum MixerControl {
    /// One raw reading: the playback switch, the volume of the first channel and its range, and the level in
    /// decibels when the control reports it.
    public typealias Raw = (switchOn: Bool?, value: Int?, min: Int, max: Int, centibels: Int?)

    /// Opens the mixer, reads control `name` (such as "Master" or "PCM") on `card` (such as "default" or "hw:1")
    /// once, and closes it again.
    public static func read(card: String, name: String) throws(ALSAError) -> Raw {
        try MixerWatch(card: card, control: name).read()
    }

    /// Reads `element`. The corresponding C calls are `snd_mixer_selem_get_playback_switch`,
    /// `snd_mixer_selem_get_playback_volume` and `snd_mixer_selem_get_playback_dB`.
    static func read(_ element: OpaquePointer) -> Raw {
        let channel = SND_MIXER_SCHN_FRONT_LEFT
        var switchOn: Bool?
        if snd_mixer_selem_has_playback_switch(element) != 0 {
            var value: Int32 = 0
            snd_mixer_selem_get_playback_switch(element, channel, &value)
            switchOn = value != 0
        }
        var low = 0
        var high = 0
        var value: Int?
        if snd_mixer_selem_has_playback_volume(element) != 0 {
            snd_mixer_selem_get_playback_volume_range(element, &low, &high)
            var current = 0
            snd_mixer_selem_get_playback_volume(element, channel, &current)
            value = current
        }
        var decibels = 0
        let centibels: Int? = snd_mixer_selem_get_playback_dB(element, channel, &decibels) >= 0 ? decibels : nil
        return (switchOn, value, low, high, centibels)
    }
}

/// One simple mixer control kept open and watched (S4, G7): its poll descriptors join the loop, and when one wakes
/// it the pending mixer events are handled and the control read again. No timer: a mute or a turned-down volume
/// (by `amixer`, a hardware key, a desktop mixer) is seen as the kernel reports it. Closed once, in `deinit`.
public final class MixerWatch {
    private let mixer: OpaquePointer
    private let element: OpaquePointer
    /// The card and control, for messages.
    public let card: String
    public let control: String

    /// Opens control `control` on `card` and keeps it open. The corresponding C calls are `snd_mixer_open`,
    /// `snd_mixer_attach`, `snd_mixer_selem_register`, `snd_mixer_load` and `snd_mixer_find_selem`.
    public init(card: String, control: String) throws(ALSAError) {
        var opened: OpaquePointer?
        var result = snd_mixer_open(&opened, 0)
        guard result >= 0, let opened else { throw ALSAError(call: "snd_mixer_open", code: result) }
        func fail(_ call: String, _ code: Int32) -> ALSAError {
            snd_mixer_close(opened)
            return ALSAError(call: call, code: code)
        }
        result = snd_mixer_attach(opened, card)
        guard result >= 0 else { throw fail("snd_mixer_attach \(card)", result) }
        result = snd_mixer_selem_register(opened, nil, nil)
        guard result >= 0 else { throw fail("snd_mixer_selem_register", result) }
        result = snd_mixer_load(opened)
        guard result >= 0 else { throw fail("snd_mixer_load", result) }
        var id: OpaquePointer?
        snd_mixer_selem_id_malloc(&id)
        defer { snd_mixer_selem_id_free(id) }
        snd_mixer_selem_id_set_index(id, 0)
        snd_mixer_selem_id_set_name(id, control)
        guard let found = snd_mixer_find_selem(opened, id) else {
            throw fail("snd_mixer_find_selem \(control)", -ENOENT)
        }
        mixer = opened
        element = found
        self.card = card
        self.control = control
    }

    deinit { snd_mixer_close(mixer) }

    /// The descriptors to watch for changes. The corresponding C call is `snd_mixer_poll_descriptors`.
    public var descriptors: [Int32] {
        let count = snd_mixer_poll_descriptors_count(mixer)
        guard count > 0 else { return [] }
        var polls = [pollfd](repeating: pollfd(), count: Int(count))
        let filled = snd_mixer_poll_descriptors(mixer, &polls, UInt32(count))
        return filled > 0 ? polls.prefix(Int(filled)).map(\.fd) : []
    }

    /// Handles what woke a descriptor and reads the control. Throws when the card has gone (unplugged): then the
    /// descriptors must be unwatched. The corresponding C call is `snd_mixer_handle_events`.
    public func read() throws(ALSAError) -> MixerControl.Raw {
        let handled = snd_mixer_handle_events(mixer)
        guard handled >= 0 else { throw ALSAError(call: "snd_mixer_handle_events \(card)", code: handled) }
        return MixerControl.read(element)
    }
}

private let ENOENT: Int32 = 2
