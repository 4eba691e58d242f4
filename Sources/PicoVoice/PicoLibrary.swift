import Glibc

/// SVOX Pico's C functions, found at run time in `libttspico.so.0` (S6).
///
/// Pico is in Debian's non-free section, so Brickson is built without it and loads it only where the image has it:
/// one `brickson` for an image with natural voices and one without (`build-image --free-voices-only`). The
/// declarations follow `picoapi.h` (Pico 1.0, unchanged since 2013): handles are pointers, `pico_Status` and
/// `pico_Int32` are `int`, `pico_Int16` is `short`, `pico_Char` is `unsigned char`, and a `pico_Retstring` is a
/// 200-byte buffer.
struct PicoLibrary: @unchecked Sendable {
    typealias Handle = OpaquePointer
    typealias Initialize = @convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafeMutablePointer<Handle?>?) -> Int32
    typealias Terminate = @convention(c) (UnsafeMutablePointer<Handle?>?) -> Int32
    typealias StatusMessage = @convention(c) (Handle?, Int32, UnsafeMutablePointer<CChar>?) -> Int32
    typealias LoadResource = @convention(c) (Handle?, UnsafePointer<UInt8>?, UnsafeMutablePointer<Handle?>?) -> Int32
    typealias UnloadResource = @convention(c) (Handle?, UnsafeMutablePointer<Handle?>?) -> Int32
    typealias ResourceName = @convention(c) (Handle?, Handle?, UnsafeMutablePointer<CChar>?) -> Int32
    typealias VoiceDefinition = @convention(c) (Handle?, UnsafePointer<UInt8>?) -> Int32
    typealias AddResource = @convention(c) (Handle?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?) -> Int32
    typealias NewEngine = @convention(c) (Handle?, UnsafePointer<UInt8>?, UnsafeMutablePointer<Handle?>?) -> Int32
    typealias DisposeEngine = @convention(c) (Handle?, UnsafeMutablePointer<Handle?>?) -> Int32
    typealias PutText = @convention(c) (Handle?, UnsafePointer<UInt8>?, Int16, UnsafeMutablePointer<Int16>?) -> Int32
    typealias GetData =
        @convention(c) (
            Handle?, UnsafeMutableRawPointer?, Int16, UnsafeMutablePointer<Int16>?, UnsafeMutablePointer<Int16>?
        ) -> Int32
    typealias ResetEngine = @convention(c) (Handle?, Int32) -> Int32

    /// `PICO_OK`, `PICO_STEP_IDLE`, `PICO_STEP_BUSY`, `PICO_RESET_SOFT`, `PICO_DATA_PCM_16BIT` and
    /// `PICO_RETSTRINGSIZE` from `picodefs.h` and `picoapi.h`.
    static let ok: Int32 = 0
    static let stepIdle: Int32 = 200
    static let stepBusy: Int32 = 201
    static let resetSoft: Int32 = 0x10
    static let pcm16Bit: Int16 = 1
    static let messageSize = 200

    let initialize: Initialize
    let terminate: Terminate
    let systemStatusMessage: StatusMessage
    let engineStatusMessage: StatusMessage
    let loadResource: LoadResource
    let unloadResource: UnloadResource
    let resourceName: ResourceName
    let createVoiceDefinition: VoiceDefinition
    let addResourceToVoiceDefinition: AddResource
    let releaseVoiceDefinition: VoiceDefinition
    let newEngine: NewEngine
    let disposeEngine: DisposeEngine
    let putTextUtf8: PutText
    let getData: GetData
    let resetEngine: ResetEngine

    /// Loads `name` and finds every function, or says in words why not (not installed, or a library without one
    /// of them). The library stays loaded for the life of the process. The corresponding C calls are `dlopen` and
    /// `dlsym`.
    static func load(_ name: String) throws(PicoError) -> PicoLibrary {
        guard let library = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            throw PicoError("SVOX Pico is not installed (\(reason))")
        }
        func find<T>(_ symbol: String, as type: T.Type) throws(PicoError) -> T {
            guard let address = dlsym(library, symbol) else {
                throw PicoError("SVOX Pico's library has no \(symbol)")
            }
            return unsafeBitCast(address, to: type)
        }
        return PicoLibrary(
            initialize: try find("pico_initialize", as: Initialize.self),
            terminate: try find("pico_terminate", as: Terminate.self),
            systemStatusMessage: try find("pico_getSystemStatusMessage", as: StatusMessage.self),
            engineStatusMessage: try find("pico_getEngineStatusMessage", as: StatusMessage.self),
            loadResource: try find("pico_loadResource", as: LoadResource.self),
            unloadResource: try find("pico_unloadResource", as: UnloadResource.self),
            resourceName: try find("pico_getResourceName", as: ResourceName.self),
            createVoiceDefinition: try find("pico_createVoiceDefinition", as: VoiceDefinition.self),
            addResourceToVoiceDefinition: try find("pico_addResourceToVoiceDefinition", as: AddResource.self),
            releaseVoiceDefinition: try find("pico_releaseVoiceDefinition", as: VoiceDefinition.self),
            newEngine: try find("pico_newEngine", as: NewEngine.self),
            disposeEngine: try find("pico_disposeEngine", as: DisposeEngine.self),
            putTextUtf8: try find("pico_putTextUtf8", as: PutText.self),
            getData: try find("pico_getData", as: GetData.self),
            resetEngine: try find("pico_resetEngine", as: ResetEngine.self))
    }

    /// The words for `status` from the system (`engine` nil) or an engine, or the number where Pico has none.
    func message(_ status: Int32, system: Handle?, engine: Handle? = nil) -> String {
        var buffer = [CChar](repeating: 0, count: Self.messageSize + 1)
        let found = buffer.withUnsafeMutableBufferPointer { pointer in
            engine.map { engineStatusMessage($0, status, pointer.baseAddress) }
                ?? systemStatusMessage(system, status, pointer.baseAddress)
        }
        buffer[Self.messageSize] = 0
        let words = found == Self.ok ? buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) } : ""
        return words.isEmpty ? "status \(status)" : "\(words) (\(status))"
    }
}
