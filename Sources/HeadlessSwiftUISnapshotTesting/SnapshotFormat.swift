import HeadlessSwiftUIHost

/// What a snapshot of a `ViewHost` stores: the text tree or the SVG
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
/// ```
public struct SnapshotFormat: Sendable {
    /// The extension of the stored file, without the dot: `txt` or `svg`.
    public let pathExtension: String
    /// Whether a failure writes a side-by-side HTML page of the reference and the new drawing.
    let isPicture: Bool
    let render: @MainActor @Sendable (ViewHost) -> String

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
}
