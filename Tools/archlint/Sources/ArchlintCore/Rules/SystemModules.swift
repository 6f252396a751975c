/// Modules that come with a Swift toolchain or an Apple SDK rather than a package.
public enum SystemModules {
    public static let known: Set<String> = toolchain.union(appleSDK)

    /// What a Swift toolchain brings on every platform, and each platform's C library.
    public static let toolchain: Set<String> = [
        // The standard library and its companions.
        "Swift", "_Concurrency", "_StringProcessing", "_Backtracing", "RegexBuilder", "Distributed",
        "Observation", "Synchronization", "Cxx", "CxxStdlib", "SwiftShims", "SwiftOnoneSupport", "_Differentiation",
        "Volatile", "Runtime",
        // The compiler's own (`-enable-builtin-module`), and the C headers Clang brings.
        "Builtin", "_Builtin_float", "_Builtin_stddef", "_Builtin_stdint", "_Builtin_stdarg", "_Builtin_limits",
        "_Builtin_stdbool", "_Builtin_intrinsics", "_float",
        // Core libraries.
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "CoreFoundation", "Dispatch", "XCTest", "Testing",
        // C libraries.
        "Glibc", "Musl", "Bionic", "Android", "Darwin", "WinSDK", "ucrt", "CRT", "WASILibc", "SwiftGlibc", "SwiftWASILibc",
        "PackagePlugin", "PackageDescription", "CompilerPluginSupport",
    ]

    /// Apple's SDK frameworks, on Apple platforms only.
    public static let appleSDK: Set<String> = [
        "os", "OSLog", "Combine", "SwiftUI", "SwiftData", "UIKit", "AppKit", "WatchKit", "CoreData", "CoreGraphics",
        "CoreImage", "CoreLocation", "CoreML", "CoreText", "CoreServices", "CoreMedia", "CoreVideo", "CoreAudio",
        "CoreBluetooth", "CoreMotion", "CoreHaptics", "CoreTransferable", "QuartzCore", "Metal", "MetalKit",
        "AVFoundation", "AVKit", "MapKit", "StoreKit", "WebKit", "SafariServices", "Security", "CryptoKit",
        "LocalAuthentication", "Network", "NetworkExtension", "UserNotifications", "UniformTypeIdentifiers",
        "PhotosUI", "Photos", "Contacts", "EventKit", "HealthKit", "HomeKit", "GameKit", "SpriteKit", "SceneKit",
        "RealityKit", "ARKit", "Vision", "NaturalLanguage", "Speech", "Accessibility", "AuthenticationServices",
        "BackgroundTasks", "CloudKit", "WidgetKit", "ActivityKit", "AppIntents", "Charts", "TipKit", "MessageUI",
        "PDFKit", "QuickLook", "SystemConfiguration", "IOKit", "ObjectiveC", "Accelerate", "simd", "CFNetwork",
        "ImageIO", "MobileCoreServices", "XPC", "ExtensionFoundation", "DeveloperToolsSupport",
    ]

    /// The C libraries of platforms other than Linux.
    static let otherPlatformsLibraries: Set<String> = ["Darwin", "WinSDK", "ucrt", "CRT", "Bionic", "Android", "WASILibc", "SwiftWASILibc"]
}
