import ALSAOutput
import SoundMixing

/// The output's mixer, watched for a mute or a very low volume (S4, G7): its descriptors join the loop, and a
/// change wakes it. No timer reads it.
public protocol VolumeWatching: AnyObject {
    /// The descriptors that become readable when the mixer changes.
    var descriptors: [Int32] { get }
    /// Takes the pending changes and says whether the output is muted or very low now. Throws when the mixer is
    /// gone (a sound card unplugged): then its descriptors must be unwatched.
    func isLow() throws(ALSAError) -> Bool
}

/// Opens the mixer control `control` on `card` for watching.
public typealias VolumeWatchOpener = (_ card: String, _ control: String) throws(ALSAError) -> any VolumeWatching

/// The device's opener: alsa-lib's simple mixer, kept open (`MixerWatch`).
public func openALSAVolumeWatch(card: String, control: String) throws(ALSAError) -> any VolumeWatching {
    ALSAVolumeWatch(try MixerWatch(card: card, control: control))
}

final class ALSAVolumeWatch: VolumeWatching {
    let mixer: MixerWatch

    init(_ mixer: MixerWatch) { self.mixer = mixer }

    var descriptors: [Int32] { mixer.descriptors }

    func isLow() throws(ALSAError) -> Bool {
        let raw = try mixer.read()
        let reading = MixerReading(
            switchOn: raw.switchOn, volume: raw.value.map { ($0, raw.min, raw.max) }, centibels: raw.centibels)
        return VolumeClassification.isLow(reading)
    }
}
