// Decoding with libpng's low-level read API. The simplified png_image API is not used because it
// converts gamma when it produces 8-bit output; Penumbra wants the stored values untouched.
#include "CPNGShim.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

/// Prepares a large output buffer about to be written: asks Linux for transparent huge pages
/// under its 2 MiB-aligned interior (one fault replaces 512; a 1170x2532 RGBA image otherwise
/// takes about 2,900 faults, several milliseconds of kernel time), then pre-faults the whole
/// buffer in one call (MADV_POPULATE_WRITE, Linux 5.14+) instead of one trap per page. Measured
/// on `penumbra compare` of two such screens: 6,979 -> 1,193 page faults, about 48 -> 37 ms CPU.
/// Both are hints: ignored by kernels without them, and no byte changes.
static void pn_advise_huge_pages(uint8_t *buffer, size_t size) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t start = ((uintptr_t)buffer + huge - 1) & ~(huge - 1);
    uintptr_t end = ((uintptr_t)buffer + size) & ~(huge - 1);
    if (end > start) (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
    uintptr_t pageStart = ((uintptr_t)buffer + 4095) & ~(uintptr_t)4095;
    uintptr_t pageEnd = ((uintptr_t)buffer + size) & ~(uintptr_t)4095;
    if (pageEnd > pageStart) (void)madvise((void *)pageStart, pageEnd - pageStart, 23 /* MADV_POPULATE_WRITE */);
#else
    (void)buffer; (void)size;
#endif
}

uint32_t pn_crc32(uint32_t crc, const uint8_t *bytes, size_t length) {
    // zlib's crc32 takes a uInt length; feed large buffers in pieces.
    uLong value = crc;
    while (length > 0) {
        uInt piece = length > 0x40000000u ? 0x40000000u : (uInt)length;
        value = crc32(value, bytes, piece);
        bytes += piece;
        length -= piece;
    }
    return (uint32_t)value;
}

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
    char *message;
    size_t message_size;
} pn_reader;

static void pn_copy_message(char *dst, size_t dst_size, const char *text) {
    if (dst == NULL || dst_size == 0) return;
    if (text == NULL) text = "unknown libpng error";
    size_t n = strlen(text);
    if (n >= dst_size) n = dst_size - 1;
    memcpy(dst, text, n);
    dst[n] = 0;
}

static void pn_read_error(png_structp png, png_const_charp text) {
    pn_reader *reader = (pn_reader *)png_get_error_ptr(png);
    if (reader != NULL) pn_copy_message(reader->message, reader->message_size, text);
    png_longjmp(png, 1);
}

static void pn_read_warning(png_structp png, png_const_charp text) {
    (void)png; (void)text; // Warnings (ancillary chunk trouble) do not stop decoding.
}

static void pn_read_data(png_structp png, png_bytep out, size_t length) {
    pn_reader *reader = (pn_reader *)png_get_io_ptr(png);
    if (reader->size - reader->offset < length) {
        png_error(png, "file is truncated: libpng asked for more bytes than the file holds");
    }
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
}

size_t pn_png_decode_capacity(uint32_t width, uint32_t height) {
    return (size_t)width * height * 4 + height;
}

int pn_png_decode_rgba(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                       uint8_t *out_rgba, size_t out_capacity, char *message, size_t message_size) {
    pn_copy_message(message, message_size, "");
    pn_advise_huge_pages(out_rgba, out_capacity);
    // The common snapshot format goes the direct way; anything else, or any doubt, goes to libpng.
    if (pn_png_decode_direct(data, size, width, height, out_rgba, out_capacity) == 0) return 0;
    return pn_png_decode_libpng(data, size, width, height, out_rgba, message, message_size);
}

int pn_png_decode_libpng(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                         uint8_t *out_rgba, char *message, size_t message_size) {
    pn_copy_message(message, message_size, "");
    pn_reader reader = { data, size, 0, message, message_size };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader, pn_read_error, pn_read_warning);
    if (png == NULL) {
        pn_copy_message(message, message_size, "libpng could not allocate its read structure");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        pn_copy_message(message, message_size, "libpng could not allocate its info structure");
        return 1;
    }
    // Rows are read one at a time into the output, pass by pass for an interlaced image (what
    // png_read_image does), so no array of row pointers is needed: one for a 1 x 100,000,000
    // image would take 800 MB.
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    png_set_read_fn(png, &reader, pn_read_data);
    // The caller enforces its own pixel-count limit before allocating; libpng's per-side limit of
    // 1,000,000 would reject valid long strips.
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_read_info(png, info);

    png_uint_32 w = 0, h = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(png, info, &w, &h, &bit_depth, &color_type, &interlace, NULL, NULL);
    if (w != width || h != height) {
        png_error(png, "IHDR size differs from the size read before decoding");
    }
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (has_trns) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_strip_16(png); // keeps the high byte
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_trns) png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        png_error(png, "transformed rows are not 4 bytes per pixel");
    }
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) png_read_row(png, out_rgba + (size_t)y * width * 4, NULL);
    }
    png_read_end(png, NULL);

    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}
