// On Linux, where Core Animation does not exist, `import QuartzCore` in a UIKit file (for CALayer,
// CAShapeLayer, CAGradientLayer, CACornerMask) finds this module: Penumbra's UIKit defines them.
@_exported import UIKit
