import BoardProfile
import BricksonRuntime
import SoundEngine
import Testing

/// A5: the board profile's `audio.cueChannel` reaches the sound engine's configuration.
@Suite struct CueChannelRuntimeTests {
    @Test func A5_aProfileThatGivesTheCueTheLeftEarOpensTheSoundThatWay() throws {
        let left = try BoardProfile.parse("name = X\naudio.cueChannel = left", file: "b")
        #expect(RuntimeParts.soundConfiguration(left, stateDirectory: "/tmp").cueRoute == .leftChannel)
        let plain = try BoardProfile.parse("name = X", file: "b")
        #expect(RuntimeParts.soundConfiguration(plain, stateDirectory: "/tmp").cueRoute == .allChannels)
        #expect(RuntimeParts.soundConfiguration(plain, stateDirectory: "/tmp").cueDevice == nil)
    }

    @Test func A5_aProfileThatNamesACueDeviceOpensItForTheCue() throws {
        let profile = try BoardProfile.parse("name = X\naudio.cueDevice = plughw:CARD=Headset", file: "b")
        #expect(RuntimeParts.soundConfiguration(profile, stateDirectory: "/tmp").cueDevice == "plughw:CARD=Headset")
    }
}
