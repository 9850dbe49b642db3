import Foundation
import HeadlessSwiftUIHost

/// What a snapshot of a `ViewHost` stores: the text tree, the SVG drawing, or a PNG of the
/// drawing, and the file extension it is stored under.
///
/// Both are plain text and depend on nothing but the views and the device: text is measured
/// with Inter's advance widths compiled into the stand-in (no font file, no GPU, no OS
/// renderer is read), numbers are rounded to thousandths and printed the same way in every
/// locale, and children are visited in order. So a snapshot recorded on one machine is
/// byte-identical on another.
///
/// ```swift
/// assertSnapshot(of: host)                    // the text tree, `.txt`
/// assertSnapshot(of: host, as: .text(frames: true))
/// assertSnapshot(of: host, as: .svg)          // the drawing, `.svg`
/// assertSnapshot(of: host, as: .png)          // the drawing as pixels, to look at
/// ```
public struct SnapshotFormat: Sendable {
    /// The extension of the stored file, without the dot: `txt`, `svg` or `png`.
    public let pathExtension: String
    /// Whether a failure writes a side-by-side HTML page of the reference and the new drawing.
    let isPicture: Bool
    /// The text a snapshot is compared and diffed by: the text tree or the SVG.
    let text: @MainActor @Sendable (ViewHost) -> String
    /// The file stored for that text: its UTF-8, or a PNG drawn from it that carries it.
    let file: @Sendable (String) throws -> Data
    /// The text a stored file holds; nil when it holds none (then its bytes are compared).
    let storedText: @Sendable (Data) -> String?

    init(
        pathExtension: String, isPicture: Bool, text: @escaping @MainActor @Sendable (ViewHost) -> String,
        file: @escaping @Sendable (String) throws -> Data = { Data($0.utf8) },
        storedText: @escaping @Sendable (Data) -> String? = { String(decoding: $0, as: UTF8.self) }
    ) {
        self.pathExtension = pathExtension
        self.isPicture = isPicture
        self.text = text
        self.file = file
        self.storedText = storedText
    }

    /// The text tree (`ViewHost.render()`): one view a line, indented,
    /// with the attributes that matter, then each presented layer.
    ///
    /// ```swift
    /// assertSnapshot(of: ViewHost(SettingsScreen()), as: .text)
    /// ```
    public static let text = SnapshotFormat(pathExtension: "txt", isPicture: false) { $0.render() }

    /// The text tree, with each view's frame when `frames` is true
    /// (`ViewHost.render(frames:)`): a layout change fails the snapshot.
    ///
    /// ```swift
    /// assertSnapshot(of: ViewHost(Badge(count: 3)), as: .text(frames: true))
    /// ```
    public static func text(frames: Bool) -> SnapshotFormat {
        frames ? SnapshotFormat(pathExtension: "txt", isPicture: false) { $0.render(frames: true) } : .text
    }

    /// The screen drawn as SVG (`ViewHost.svg()`). A failure writes the
    /// reference, the new drawing and an HTML page showing them side by side.
    ///
    /// ```swift
    /// assertSnapshot(of: ViewHost(ProfileCard(), device: .iPhoneSE), as: .svg)
    /// ```
    public static let svg = SnapshotFormat(pathExtension: "svg", isPicture: true) { $0.svg() }

    /// The screen drawn as a PNG, for people to look at: `rsvg-convert` (Debian's
    /// `librsvg2-bin`) draws the SVG, and the PNG carries that SVG in an `iTXt` chunk. The
    /// assertion compares the SVG inside, never the pixels, which depend on the fonts and the
    /// librsvg the machine has; so a reference recorded on one machine is checked on any
    /// other, even one without `rsvg-convert`. Recording needs `rsvg-convert`.
    ///
    /// ```swift
    /// assertSnapshot(of: ViewHost(ProfileCard()), as: .png)
    /// ```
    public static let png = SnapshotFormat(
        pathExtension: "png", isPicture: true, text: { $0.svg() },
        file: { svg in try PNGDrawing.png(drawing: svg) },
        storedText: { PNGDrawing.svg(in: $0) })
}
