#ifndef PENUMBRA_CPNGSHIM_H
#define PENUMBRA_CPNGSHIM_H
// C entry points around libpng. libpng reports errors by longjmp; every function here that calls
// libpng sets its own jump point, so a longjmp never unwinds through Swift frames. Failures come
// back as a nonzero status and a message written into the caller's buffer.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// CRC-32 (ISO 3309, as PNG uses) of `length` bytes continuing from `crc` (start with 0).
uint32_t pn_crc32(uint32_t crc, const uint8_t *bytes, size_t length);

/// Decodes a whole PNG held in memory to straight 8-bit RGBA: the direct decoder below when the
/// file is in its format, else libpng (`pn_png_decode_libpng`).
///
/// `out_rgba` must hold `out_capacity` bytes, at least `width * height * 4`, where width and
/// height are the IHDR's, which the caller has read and checked against its size limit before
/// allocating. The pixels are written to its first `width * height * 4` bytes; the rest is
/// scratch. An RGBA file takes the direct path only when the buffer has `height` bytes more
/// (`pn_png_decode_capacity`).
/// Returns 0 on success; otherwise nonzero, with a NUL-terminated message in `message`.
int pn_png_decode_rgba(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                       uint8_t *out_rgba, size_t out_capacity, char *message, size_t message_size);

/// The buffer size `pn_png_decode_rgba` wants for a `width` x `height` image: the pixels plus
/// one byte a row, room for the filtered stream the direct decoder inflates in place.
size_t pn_png_decode_capacity(uint32_t width, uint32_t height);

/// Decodes with libpng's low-level API alone: palette and low-bit gray expanded, tRNS to alpha,
/// 16-bit reduced to the high byte, gray to RGB, opaque alpha added, Adam7 de-interlaced, and no
/// gamma or colour conversion. `out_rgba` must hold `width * height * 4` bytes.
/// Returns 0 on success; otherwise nonzero, with a NUL-terminated message in `message`.
int pn_png_decode_libpng(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                         uint8_t *out_rgba, char *message, size_t message_size);

/// The direct decoder behind `pn_png_decode_rgba` for non-interlaced 8-bit RGB, RGBA and grey
/// with alpha, and grey and palette of 1-8 bits, with PLTE and tRNS as libpng reads them without
/// complaint (see decode_direct.c). Returns 0 when it decoded the
/// file; nonzero when the file is outside that format, `out_capacity` is too small, or anything
/// was unexpected, in which case `out_rgba` holds garbage and the file must be decoded by libpng.
int pn_png_decode_direct(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                         uint8_t *out_rgba, size_t out_capacity);

/// A PNG in the direct decoder's formats, read a few rows at a time (zlib's streaming inflate),
/// for a caller that holds only a window of the image. The file's bytes are copied; `data` need
/// not outlive the call.
typedef struct pn_png_row_stream pn_png_row_stream;

/// Opens a row stream; NULL when the file is outside the direct formats or memory runs out.
pn_png_row_stream *pn_png_row_stream_open(const uint8_t *data, size_t size, uint32_t width, uint32_t height);

/// Reads the next `count` rows as straight RGBA into `out_rgba` (`width * 4` bytes a row).
/// Returns 0 on success; nonzero for a stream that is corrupt, short, or has a bad filter or
/// palette index (the file must then be decoded whole to learn what is wrong).
int pn_png_row_stream_read(pn_png_row_stream *stream, uint8_t *out_rgba, uint32_t count);

/// After every row was read: 0 when the stream ends there with a correct Adler-32.
int pn_png_row_stream_finish(pn_png_row_stream *stream);

void pn_png_row_stream_close(pn_png_row_stream *stream);

/// Where `pn_png_encode`'s pixels come from: always 4 bytes per pixel, rows `width * 4` apart.
enum {
    /// Straight-alpha RGBA, written as RGBA (colour type 6).
    PN_SOURCE_STRAIGHT_RGBA = 0,
    /// Opaque RGBA, written as RGB (colour type 2) with alpha dropped.
    PN_SOURCE_OPAQUE_RGB = 1,
    /// Premultiplied RGBA, unpremultiplied as `PremultipliedRGBA8.unpremultiplied` does
    /// (round(c × 255 / a), at most 255; zero alpha gives 0,0,0,0) and written as RGBA.
    PN_SOURCE_PREMULTIPLIED_RGBA = 2,
};

/// Encodes a non-interlaced PNG with an sRGB chunk (perceptual intent) and no time or text
/// chunks: signature, IHDR, sRGB, PLTE and tRNS when needed, IDAT (256 KiB each), IEND.
///
/// With `reduce_colors` nonzero the file takes the smallest lossless colour type the pixels
/// allow (encode_color.c): grey (1, 2, 4 or 8 bits, one transparent grey as tRNS), palette
/// (1, 2, 4 or 8 bits, alpha as tRNS) for at most 256 colours, grey with alpha, else 8-bit RGB
/// (opaque source) or RGBA; with 0, always 8-bit RGB or RGBA. Decoding gives back the source's
/// straight RGBA exactly either way.
///
/// `filters` is a mask of libpng's PNG_FILTER_* values (several: per row the one with the lowest
/// sum of signed magnitudes, libpng's heuristic), or -1 for run-aware choice: a row equal to the
/// one above is written with Up, rows where at least `run_percent` percent of the pixels repeat
/// their left neighbour unfiltered, the others with the heuristic over every filter.
/// In run-aware mode, palette rows and rows below 8 bits a pixel are written unfiltered unless
/// they repeat the row above in a row of 1 KiB or more (then Up), and grey rows under 1 KiB
/// that repeat the row above are unfiltered too.
/// `level` is 0-9, `strategy` a zlib strategy (Z_DEFAULT_STRATEGY, Z_FILTERED...): level 7 with
/// the default strategy is Penumbra's own deflater (deflate.c), the others zlib's.
/// The rows are filtered and deflated in strips of about 256 KiB on up to `workers` threads; the
/// strips depend only on the image size, so the bytes are identical for every `workers`.
/// On success returns 0 and sets `out` (free it with `pn_png_free`) and `out_size`; otherwise
/// returns nonzero with a NUL-terminated message in `message`.
int pn_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int source, int filters,
                  int run_percent, int level, int strategy, int reduce_colors, int workers,
                  uint8_t **out, size_t *out_size, char *message, size_t message_size);

/// The encoder's deflater (deflate.c) on its own: raw deflate blocks for `data[start ..< end]`,
/// with up to 32 KiB before `start` as history; with `last` the final block ends the stream,
/// otherwise an empty stored block follows (a sync flush). The search parameters are zlib's
/// (good, lazy, nice, chain); `period` is a pixel's bytes (1-4) and `row` a row's (0: none).
/// On success returns 0 and sets `out` (free it with `pn_png_free`) and `out_size`; nonzero when
/// out of memory.
int pn_deflate_bytes(const uint8_t *data, size_t start, size_t end, int last, int good, int lazy, int nice,
                     int chain, int period, int row, uint8_t **out, size_t *out_size);

/// Frees the bytes `pn_png_encode` returned.
void pn_png_free(uint8_t *bytes);

/// Whether every one of `count` RGBA pixels has alpha 255.
int pn_rgba_is_opaque(const uint8_t *pixels, size_t count);

#ifdef __cplusplus
}
#endif
#endif
