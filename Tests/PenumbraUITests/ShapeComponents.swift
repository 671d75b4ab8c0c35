#if canImport(SwiftUI) && !PENUMBRA
import SwiftUI
#else
import PenumbraUI
#endif

// SwiftUI components that draw their own shapes and effects, exercising part 3 of PenumbraUI:
// custom Shapes, Paths with arcs, stroke styles, trims, gradients, rotations, masks, blurs,
// shadows and blend modes. The file builds against SwiftUI on iOS unchanged.

/// A five-pointed star, as rating components draw it.
struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2, inner = outer * 0.4
        var path = Path()
        for i in 0..<10 {
            let angle = Angle.degrees(Double(i) * 36 - 90)
            let r = i.isMultiple(of: 2) ? outer : inner
            let p = CGPoint(x: center.x + r * CGFloat(cos(angle.radians)), y: center.y + r * CGFloat(sin(angle.radians)))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }
}

/// A speech bubble: a rounded body and a tail, drawn with arcs.
struct Bubble: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        let r: CGFloat = 12, body = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - 8)
        p.move(to: CGPoint(x: body.minX + r, y: body.minY))
        p.addArc(tangent1End: CGPoint(x: body.maxX, y: body.minY), tangent2End: CGPoint(x: body.maxX, y: body.maxY), radius: r)
        p.addArc(tangent1End: CGPoint(x: body.maxX, y: body.maxY), tangent2End: CGPoint(x: body.minX, y: body.maxY), radius: r)
        p.addLine(to: CGPoint(x: body.minX + 30, y: body.maxY))
        p.addLine(to: CGPoint(x: body.minX + 20, y: rect.maxY))
        p.addLine(to: CGPoint(x: body.minX + 22, y: body.maxY))
        p.addArc(tangent1End: CGPoint(x: body.minX, y: body.maxY), tangent2End: CGPoint(x: body.minX, y: body.minY), radius: r)
        p.addArc(tangent1End: CGPoint(x: body.minX, y: body.minY), tangent2End: CGPoint(x: body.maxX, y: body.minY), radius: r)
        p.closeSubpath()
        return p
    }
}

/// A progress ring: a track and a trimmed arc from the top, with round caps.
struct ProgressRing: View {
    var progress: Double
    var body: some View {
        ZStack {
            Circle().stroke(Color(.systemFill), lineWidth: 6)
            Circle().trim(from: 0, to: progress)
                .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 44, height: 44)
    }
}

/// Shapes and effects side by side, as a design-system gallery page shows them.
struct ShapeGallery: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                Star().fill(Color.yellow).frame(width: 40, height: 40)
                Star().stroke(Color.orange, style: StrokeStyle(lineWidth: 2, lineJoin: .round)).frame(width: 40, height: 40)
                ProgressRing(progress: 0.7)
                Capsule().strokeBorder(Color.blue, style: StrokeStyle(lineWidth: 2, dash: [6, 4])).frame(width: 70, height: 32)
            }
            HStack(spacing: 12) {
                Circle().fill(RadialGradient(colors: [.white, .blue], center: .topLeading, startRadius: 2, endRadius: 44))
                    .frame(width: 44, height: 44)
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .frame(width: 44, height: 44)
                RoundedRectangle(cornerRadius: 10).fill(EllipticalGradient(colors: [.pink, .indigo]))
                    .frame(width: 70, height: 44)
                Bubble().fill(Color(.secondarySystemFill)).frame(width: 90, height: 44)
            }
            HStack(spacing: 12) {
                Text("Sale").font(.headline).foregroundColor(.white).padding(8)
                    .background(Color.red, in: RoundedRectangle(cornerRadius: 6))
                    .rotationEffect(.degrees(-12))
                Text("Shadow").font(.headline).shadow(color: .black.opacity(0.5), radius: 2, x: 1, y: 2)
                Image(systemName: "star.fill").font(.title).foregroundStyle(.orange).scaleEffect(1.4)
                Color.teal.frame(width: 40, height: 40).mask { Star() }
                Text("Blur").font(.headline).blur(radius: 1.5)
            }
            ZStack {
                Circle().fill(Color.cyan).frame(width: 40, height: 40).offset(x: -12)
                Circle().fill(Color.pink).frame(width: 40, height: 40).offset(x: 12).blendMode(.multiply)
            }
            .compositingGroup()
        }
        .padding(16)
        .frame(width: 360, alignment: .leading)
        .background(Color(.systemBackground))
    }
}
