// Encoding with libpng's write API into a growing memory buffer.
#include "CPNGShim.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <zlib.h>

struct pn_png_encoder {
    png_structp png;
    png_infop info;
    uint8_t *out;
    size_t size;
    size_t capacity;
    int failed;
    int channels;
    uint32_t width;
    int filters;          // the mask in force, or -1 in run-aware mode
    int current_filters;  // the mask last given to libpng
    int run_percent;      // run-aware mode: rows with at least this share of repeats use None
    uint8_t *previous;    // run-aware mode: the previous row, to spot repeated rows
    int has_previous;
    int has_started;      // whether a row has been written
    char message[256];
};

static void pn_set_message(pn_png_encoder *encoder, const char *text) {
    size_t n = strlen(text);
    if (n >= sizeof encoder->message) n = sizeof encoder->message - 1;
    memcpy(encoder->message, text, n);
    encoder->message[n] = 0;
}

static void pn_write_error(png_structp png, png_const_charp text) {
    pn_png_encoder *encoder = (pn_png_encoder *)png_get_error_ptr(png);
    pn_set_message(encoder, text != NULL ? text : "unknown libpng error");
    encoder->failed = 1;
    png_longjmp(png, 1);
}

static void pn_write_warning(png_structp png, png_const_charp text) { (void)png; (void)text; }

static void pn_write_data(png_structp png, png_bytep bytes, size_t length) {
    pn_png_encoder *encoder = (pn_png_encoder *)png_get_io_ptr(png);
    if (encoder->capacity - encoder->size < length) {
        size_t capacity = encoder->capacity > 0 ? encoder->capacity : 65536;
        while (capacity - encoder->size < length) {
            if (capacity > SIZE_MAX / 2) png_error(png, "encoded file too large");
            capacity *= 2;
        }
        uint8_t *grown = (uint8_t *)realloc(encoder->out, capacity);
        if (grown == NULL) png_error(png, "out of memory for the encoded file");
        encoder->out = grown;
        encoder->capacity = capacity;
    }
    memcpy(encoder->out + encoder->size, bytes, length);
    encoder->size += length;
}

static void pn_flush(png_structp png) { (void)png; }

pn_png_encoder *pn_png_encoder_create(uint32_t width, uint32_t height, int channels, int filters,
                                      int run_percent, int level, int strategy,
                                      char *message, size_t message_size) {
    pn_png_encoder *encoder = (pn_png_encoder *)calloc(1, sizeof(pn_png_encoder));
    if (encoder == NULL) {
        if (message_size > 0) snprintf(message, message_size, "out of memory");
        return NULL;
    }
    encoder->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, encoder, pn_write_error, pn_write_warning);
    if (encoder->png != NULL) encoder->info = png_create_info_struct(encoder->png);
    if (encoder->png == NULL || encoder->info == NULL) {
        if (message_size > 0) snprintf(message, message_size, "libpng could not allocate its write structures");
        pn_png_encoder_destroy(encoder);
        return NULL;
    }
    if (setjmp(png_jmpbuf(encoder->png))) {
        if (message_size > 0) snprintf(message, message_size, "%s", encoder->message);
        pn_png_encoder_destroy(encoder);
        return NULL;
    }
    png_set_write_fn(encoder->png, encoder, pn_write_data, pn_flush);
    png_set_user_limits(encoder->png, 0x7fffffff, 0x7fffffff);
    png_set_IHDR(encoder->png, encoder->info, width, height, 8,
                 channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(encoder->png, encoder->info, PNG_sRGB_INTENT_PERCEPTUAL);
    encoder->channels = channels;
    encoder->width = width;
    encoder->filters = filters;
    encoder->run_percent = run_percent;
    encoder->current_filters = filters >= 0 ? filters : PNG_ALL_FILTERS;
    if (filters < 0) {
        encoder->previous = (uint8_t *)malloc((size_t)width * (size_t)channels);
        if (encoder->previous == NULL) png_error(encoder->png, "out of memory for the previous row");
    }
    png_set_filter(encoder->png, PNG_FILTER_TYPE_BASE, encoder->current_filters);
    png_set_compression_level(encoder->png, level);
    png_set_compression_strategy(encoder->png, strategy);
    png_set_compression_mem_level(encoder->png, 9);
    // One IDAT per 256 KiB instead of libpng's 8 KiB: fewer chunk headers, same bytes every run.
    png_set_compression_buffer_size(encoder->png, 262144);
    png_write_info(encoder->png, encoder->info);
    return encoder;
}

/// Run-aware filter choice for one row: Up for a row equal to the one above (it becomes all
/// zeros, the cheapest run for deflate); None when at least `run_percent` of its pixels repeat
/// their left neighbour (flat UI areas, text on a plain background: raw rows give deflate long
/// matches that filtering destroys); libpng's adaptive choice otherwise (gradients, photos).
static int pn_row_filters(pn_png_encoder *encoder, const uint8_t *row) {
    const int c = encoder->channels;
    const uint32_t width = encoder->width;
    const size_t row_bytes = (size_t)width * (size_t)c;
    if (encoder->previous != NULL) {
        int same = encoder->has_previous && memcmp(encoder->previous, row, row_bytes) == 0;
        memcpy(encoder->previous, row, row_bytes);
        encoder->has_previous = 1;
        if (same) return PNG_FILTER_UP;
    }
    if (width < 2) return PNG_FILTER_NONE;
    uint32_t repeats = 0;
    const uint8_t *p = row + c;
    for (uint32_t x = 1; x < width; x++, p += c) {
        if (memcmp(p, p - c, (size_t)c) == 0) repeats++;
    }
    return (uint64_t)repeats * 100 >= (uint64_t)encoder->run_percent * (width - 1) ? PNG_FILTER_NONE : PNG_ALL_FILTERS;
}

int pn_png_encoder_write_row(pn_png_encoder *encoder, const uint8_t *row) {
    if (encoder->failed) return 1;
    if (setjmp(png_jmpbuf(encoder->png))) return 1;
    if (encoder->filters < 0) {
        int wanted = pn_row_filters(encoder, row);
        // The first row keeps the full mask: libpng allocates its previous-row buffer when the
        // first row starts only if Up/Average/Paeth are allowed then, and drops them afterwards
        // if they were not.
        if (encoder->has_started && wanted != encoder->current_filters) {
            // libpng allows changing the filters between rows (it allocates its trial buffers then).
            png_set_filter(encoder->png, PNG_FILTER_TYPE_BASE, wanted);
            encoder->current_filters = wanted;
        }
    }
    png_write_row(encoder->png, row);
    encoder->has_started = 1;
    return 0;
}

int pn_png_encoder_finish(pn_png_encoder *encoder, const uint8_t **bytes, size_t *size) {
    if (encoder->failed) return 1;
    if (setjmp(png_jmpbuf(encoder->png))) return 1;
    png_write_end(encoder->png, NULL);
    *bytes = encoder->out;
    *size = encoder->size;
    return 0;
}

const char *pn_png_encoder_message(const pn_png_encoder *encoder) { return encoder->message; }

void pn_png_encoder_destroy(pn_png_encoder *encoder) {
    if (encoder == NULL) return;
    if (encoder->png != NULL) png_destroy_write_struct(&encoder->png, encoder->info != NULL ? &encoder->info : NULL);
    free(encoder->out);
    free(encoder->previous);
    free(encoder);
}
