#ifndef CSWIFTCALL_H
#define CSWIFTCALL_H

// Calls a Swift class's allocating initializer `init(frame: CGRect)` found in the class's vtable,
// with Swift's calling convention: the rectangle's four doubles, then the class (its metadata) in
// the self register. UIKit makes a registered cell or view class this way, as Objective-C's
// runtime does on iOS: a subclass's `override init(frame:)` need not be `required`.
typedef void *__attribute__((swiftcall)) (*penumbra_frame_initializer)(
    double x, double y, double width, double height, void *__attribute__((swift_context)) metatype);

static inline void *penumbra_call_frame_initializer(const void *initializer, double x, double y, double width, double height,
                                                    const void *metatype) {
    return ((penumbra_frame_initializer)initializer)(x, y, width, height, (void *)metatype);
}

#endif
