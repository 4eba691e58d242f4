import CALSA

/// The output's volume control in alsa-lib's simple mixer, read for the "volume very low" warning (S4).
///
/// Opens the mixer, reads, and closes it again: reads are rare (start, after Settings, every few minutes).
public enum MixerControl {
    /// The raw reading of control `name` (such as "Master" or "PCM") on `card` (such as "default" or "hw:1").
    ///
    /// Returns the playback switch, the volume of the first channel and its range, and the level in decibels
    /// when the control reports it. The corresponding C calls are `snd_mixer_open`, `snd_mixer_attach`,
    /// `snd_mixer_find_selem` and `snd_mixer_selem_get_playback_volume`.
    public static func read(card: String, name: String) throws(ALSAError) -> (
        switchOn: Bool?, value: Int?, min: Int, max: Int, centibels: Int?
    ) {
        var mixer: OpaquePointer?
        var result = snd_mixer_open(&mixer, 0)
        guard result >= 0, let mixer else { throw ALSAError(call: "snd_mixer_open", code: result) }
        defer { snd_mixer_close(mixer) }
        result = snd_mixer_attach(mixer, card)
        guard result >= 0 else { throw ALSAError(call: "snd_mixer_attach \(card)", code: result) }
        result = snd_mixer_selem_register(mixer, nil, nil)
        guard result >= 0 else { throw ALSAError(call: "snd_mixer_selem_register", code: result) }
        result = snd_mixer_load(mixer)
        guard result >= 0 else { throw ALSAError(call: "snd_mixer_load", code: result) }
        var id: OpaquePointer?
        snd_mixer_selem_id_malloc(&id)
        defer { snd_mixer_selem_id_free(id) }
        snd_mixer_selem_id_set_index(id, 0)
        snd_mixer_selem_id_set_name(id, name)
        guard let element = snd_mixer_find_selem(mixer, id) else {
            throw ALSAError(call: "snd_mixer_find_selem \(name)", code: -ENOENT)
        }
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

private let ENOENT: Int32 = 2
