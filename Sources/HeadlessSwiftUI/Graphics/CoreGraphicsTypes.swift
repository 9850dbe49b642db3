import Foundation

// CoreGraphics types that SwiftUI's signatures use and that Foundation provides on Apple
// platforms but not on Linux (swift-corelibs-foundation has CGFloat, CGPoint, CGSize and CGRect
// only). Declared here with CoreGraphics' names so that app code compiles unchanged; they are
// not SwiftUI declarations (listed in `.swiftui-api-allowlist`).
#if !canImport(CoreGraphics)

    /// An affine transformation matrix for use in drawing 2D graphics (CoreGraphics).
    ///
    /// ```swift
    /// let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    ///     .applying(CGAffineTransform(translationX: 5, y: 0))
    /// ```
    public struct CGAffineTransform: Equatable, Sendable {
        /// The entry at position [1,1] in the matrix.
        public var a: CGFloat
        /// The entry at position [1,2] in the matrix.
        public var b: CGFloat
        /// The entry at position [2,1] in the matrix.
        public var c: CGFloat
        /// The entry at position [2,2] in the matrix.
        public var d: CGFloat
        /// The entry at position [3,1] in the matrix.
        public var tx: CGFloat
        /// The entry at position [3,2] in the matrix.
        public var ty: CGFloat

        /// Creates an affine transform from its six entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        /// Creates the identity transform.
        public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

        /// The identity transform.
        public static let identity = CGAffineTransform()

        /// Creates a transform that translates by the given offsets.
        public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

        /// Creates a transform that scales by the given factors.
        public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

        /// Creates a transform that rotates by the given angle, in radians.
        public init(rotationAngle angle: CGFloat) {
            let cosine = CGFloat(cos(Double(angle)))
            let sine = CGFloat(sin(Double(angle)))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// Whether the transform is the identity transform.
        public var isIdentity: Bool { self == .identity }

        /// Returns the transform that applies `self`, then `t2`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
        }

        /// Returns this transform preceded by a translation.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// Returns this transform preceded by a scale.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// Returns this transform preceded by a rotation, in radians.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// Returns the inverse transform (the transform itself when it cannot be inverted).
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0 else { return self }
            let ia = d / determinant
            let ib = -b / determinant
            let ic = -c / determinant
            let id = a / determinant
            return CGAffineTransform(
                a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
        }
    }

    /// Styles for rendering the endpoint of a stroked line (CoreGraphics).
    public enum CGLineCap: Int32, Sendable {
        /// A line with a squared-off end, drawn to the endpoint.
        case butt = 0
        /// A line with a rounded end.
        case round = 1
        /// A line with a squared-off end, extended beyond the endpoint by half the line width.
        case square = 2
    }

    /// Junction types for stroked lines (CoreGraphics).
    public enum CGLineJoin: Int32, Sendable {
        /// A join with a sharp (angled) corner.
        case miter = 0
        /// A join with a rounded end.
        case round = 1
        /// A join with a squared-off end.
        case bevel = 2
    }

#endif

extension CGPoint {
    /// The point transformed by `t` (CoreGraphics' `applying(_:)`, internal here).
    func transformed(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}
