import Foundation

// SwiftUI makes Core Graphics' geometry animatable (`extension CGPoint : Animatable` and the
// like in the iOS 26.2 SDK): a point and a size as a pair of coordinates, a rectangle as its
// origin's pair and its size's pair.

extension CGPoint: Animatable {
    /// The type defining the data to animate.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>

    /// The data to animate: x, then y.
    ///
    /// ```swift
    /// let data = CGPoint(x: 1, y: 2).animatableData  // (1, 2)
    /// ```
    public var animatableData: CGPoint.AnimatableData {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The type defining the data to animate.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>

    /// The data to animate: width, then height.
    ///
    /// ```swift
    /// let data = CGSize(width: 3, height: 4).animatableData  // (3, 4)
    /// ```
    public var animatableData: CGSize.AnimatableData {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The type defining the data to animate.
    public typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>

    /// The data to animate: the origin's, then the size's.
    ///
    /// ```swift
    /// let data = CGRect(x: 0, y: 0, width: 10, height: 10).animatableData
    /// ```
    public var animatableData: CGRect.AnimatableData {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}
