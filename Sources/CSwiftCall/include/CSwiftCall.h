#ifndef CSWIFTCALL_H
#define CSWIFTCALL_H

#include <stdint.h>

// Calls a Swift class's allocating initializer found in the class's vtable, with Swift's calling
// convention: the arguments, then the class (its metadata) in the self register. UIKit makes a
// registered cell or view class this way, as Objective-C's runtime does on iOS: a subclass's
// `override init(frame:)` or `override init(style:reuseIdentifier:)` need not be `required`.

// `init(frame: CGRect)`: the rectangle's four doubles.
typedef void *__attribute__((swiftcall)) (*penumbra_frame_initializer)(
    double x, double y, double width, double height, void *__attribute__((swift_context)) metatype);

static inline void *penumbra_call_frame_initializer(const void *initializer, double x, double y, double width, double height,
                                                    const void *metatype) {
    return ((penumbra_frame_initializer)initializer)(x, y, width, height, (void *)metatype);
}

// `UITableViewCell.init(style:reuseIdentifier:)`: the style (a one-byte enum), then the optional
// string's two words, owned by the callee.
typedef void *__attribute__((swiftcall)) (*penumbra_style_identifier_initializer)(
    uint8_t style, uint64_t identifier0, void *identifier1, void *__attribute__((swift_context)) metatype);

static inline void *penumbra_call_style_identifier_initializer(const void *initializer, uint8_t style, uint64_t identifier0,
                                                               void *identifier1, const void *metatype) {
    return ((penumbra_style_identifier_initializer)initializer)(style, identifier0, identifier1, (void *)metatype);
}

// `UITableViewHeaderFooterView.init(reuseIdentifier:)`: the optional string's two words.
typedef void *__attribute__((swiftcall)) (*penumbra_identifier_initializer)(
    uint64_t identifier0, void *identifier1, void *__attribute__((swift_context)) metatype);

static inline void *penumbra_call_identifier_initializer(const void *initializer, uint64_t identifier0, void *identifier1,
                                                         const void *metatype) {
    return ((penumbra_identifier_initializer)initializer)(identifier0, identifier1, (void *)metatype);
}

#endif
