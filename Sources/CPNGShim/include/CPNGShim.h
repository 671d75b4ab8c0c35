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

/// Decodes a whole PNG held in memory to straight 8-bit RGBA with libpng's low-level API:
/// palette and low-bit gray expanded, tRNS to alpha, 16-bit reduced to the high byte, gray to
/// RGB, opaque alpha added, Adam7 de-interlaced, and no gamma or colour conversion.
///
/// `out_rgba` must hold `width * height * 4` bytes, where width and height are the IHDR's, which
/// the caller has read and checked against its size limit before allocating.
/// Returns 0 on success; otherwise nonzero, with a NUL-terminated message in `message`.
int pn_png_decode_rgba(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                       uint8_t *out_rgba, char *message, size_t message_size);

/// The direct decoder behind `pn_png_decode_rgba` for 8-bit RGB/RGBA non-interlaced files with
/// no critical chunk but IHDR, IDAT and IEND (see decode_direct.c). Returns 0 when it decoded the
/// file; nonzero when the file is outside that format or anything was unexpected, in which case
/// `out_rgba` holds garbage and the file must be decoded by libpng.
int pn_png_decode_direct(const uint8_t *data, size_t size, uint32_t width, uint32_t height, uint8_t *out_rgba);

/// An encoder writing a PNG into memory, one row at a time.
typedef struct pn_png_encoder pn_png_encoder;

/// Creates an encoder for an 8-bit image, RGBA (`channels` 4) or RGB (`channels` 3), non-interlaced,
/// with an sRGB chunk (perceptual intent) and no time or text chunks.
/// `filters` is a mask of libpng's PNG_FILTER_* values (several means libpng picks per row), or
/// -1 for run-aware choice: rows where at least `run_percent` percent of the pixels repeat their
/// left neighbour are written unfiltered, the others with libpng's adaptive choice.
/// `level` is the zlib level 0-9, `strategy` a zlib strategy (Z_DEFAULT_STRATEGY, Z_FILTERED...).
/// Returns NULL on failure, with a message in `message`.
pn_png_encoder *pn_png_encoder_create(uint32_t width, uint32_t height, int channels, int filters,
                                      int run_percent, int level, int strategy,
                                      char *message, size_t message_size);

/// Writes the next row (`width * channels` bytes). Returns 0 on success; otherwise nonzero and the
/// encoder keeps the message (`pn_png_encoder_message`) and can only be destroyed.
int pn_png_encoder_write_row(pn_png_encoder *encoder, const uint8_t *row);

/// Finishes the file (IEND). On success returns 0 and points `bytes` and `size` at the encoded
/// file, which stays valid until `pn_png_encoder_destroy`.
int pn_png_encoder_finish(pn_png_encoder *encoder, const uint8_t **bytes, size_t *size);

/// The message of the last failure ("" when none).
const char *pn_png_encoder_message(const pn_png_encoder *encoder);

/// Frees the encoder and its output.
void pn_png_encoder_destroy(pn_png_encoder *encoder);

#ifdef __cplusplus
}
#endif
#endif
