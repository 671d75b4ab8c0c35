#ifndef PENUMBRA_CJPEGSHIM_H
#define PENUMBRA_CJPEGSHIM_H
// C entry points around libjpeg(-turbo). libjpeg reports errors by calling its error_exit hook;
// the shim's hook longjmps back to the entry point, so a longjmp never unwinds Swift frames.
// Failures come back as a nonzero status and a message written into the caller's buffer.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Reads the size of a baseline or progressive JPEG held in memory without decoding it.
/// Returns 0 and sets `*width`, `*height` and `*components` (1 gray, 3 YCbCr/RGB, 4 CMYK/YCCK).
int pn_jpeg_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, int *components,
                   char *message, size_t message_size);

/// Decodes a JPEG to straight 8-bit RGBA (alpha 255) with the accurate integer IDCT (JDCT_ISLOW,
/// which libjpeg-turbo's SIMD code reproduces bit for bit) and fancy upsampling, so every machine
/// gives the same pixels. Grayscale is expanded; Adobe CMYK/YCCK is converted with the inverted
/// CMYK rule Photoshop writes (R = C·K/255 on the stored, inverted values).
/// `out_rgba` must hold `width * height * 4` bytes for the size `pn_jpeg_header` reported.
int pn_jpeg_decode_rgba(const uint8_t *data, size_t size, uint32_t width, uint32_t height, uint8_t *out_rgba,
                        char *message, size_t message_size);

/// `pn_jpeg_decode_rgba` with libjpeg's scaling at decode: the image of `image_width` ×
/// `image_height` comes out `scale_denom` (1, 2, 4 or 8) times smaller in each direction, rounded
/// up (ceil(image_width / scale_denom) × ceil(image_height / scale_denom) pixels in `out_rgba`),
/// without the full size ever held.
int pn_jpeg_decode_rgba_scaled(const uint8_t *data, size_t size, uint32_t image_width, uint32_t image_height,
                               unsigned scale_denom, uint8_t *out_rgba, char *message, size_t message_size);

#ifdef __cplusplus
}
#endif
#endif
