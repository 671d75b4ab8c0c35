// Shared between the encoder's files (encode.c, encode_color.c, encode_filter.c,
// encode_deflate.c); not public.
#ifndef PENUMBRA_CPNGSHIM_ENCODE_INTERNAL_H
#define PENUMBRA_CPNGSHIM_ENCODE_INTERNAL_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

/// libpng's filter mask bits (png.h's PNG_FILTER_*), the values `pn_png_encode` takes.
enum { PN_MASK_NONE = 0x08, PN_MASK_SUB = 0x10, PN_MASK_UP = 0x20, PN_MASK_AVG = 0x40, PN_MASK_PAETH = 0x80 };

/// Slots of the colour table: 1,024 for at most 256 colours keeps probe chains short (a load
/// of at most 1/4).
enum { PN_COLOR_BITS = 10, PN_COLOR_SLOTS = 1 << PN_COLOR_BITS, PN_MAX_PALETTE = 256 };

/// The distinct source pixels of an image with at most 256 colours: an open-addressing hash
/// of the 32-bit source words (linear probing), each with its palette index + 1 (0: empty).
/// Read-only once built, so every worker looks pixels up in it without locks.
typedef struct {
    uint32_t keys[PN_COLOR_SLOTS];
    uint16_t values[PN_COLOR_SLOTS];
} pn_color_table;

/// The slot where the search for `word` starts (Fibonacci hashing: the top bits of word × 2^32/φ).
static inline uint32_t pn_color_slot(uint32_t word) { return (word * 0x9E3779B1u) >> (32 - PN_COLOR_BITS); }

/// The palette index of `word`, which must be in `table`.
static inline uint8_t pn_color_index(const pn_color_table *table, uint32_t word) {
    uint32_t h = pn_color_slot(word);
    while (table->values[h] == 0 || table->keys[h] != word) h = (h + 1) & (PN_COLOR_SLOTS - 1);
    return (uint8_t)(table->values[h] - 1);
}

/// The straight-alpha value of a premultiplied channel: the rule of
/// `PremultipliedRGBA8.unpremultiplied` (round(c × 255 / a), at most 255).
static inline uint8_t pn_unpremultiply(uint8_t c, uint32_t a) {
    uint32_t v = ((uint32_t)c * 255 + a / 2) / a;
    return (uint8_t)(v > 255 ? 255 : v);
}

/// PNG colour types (PNG specification §11.2.2).
enum { PN_GREY = 0, PN_RGB = 2, PN_PALETTE = 3, PN_GREY_ALPHA = 4, PN_RGBA = 6 };

/// One image being encoded: its source, its filtered rows, and per-strip results.
typedef struct {
    const uint8_t *pixels;   // source rows, 4 bytes per pixel, `width * 4` bytes apart
    uint32_t width, height;
    int source;              // PN_SOURCE_*
    int color_type;          // PN_GREY ... PN_RGBA, what the file holds
    int bit_depth;           // 1, 2, 4 or 8
    size_t bpp;              // bytes a filter looks back (PNG §9.2): 1 below 8 bits a pixel
    size_t row_bytes;        // ceil(width × bits a pixel / 8)
    int palette_size;        // PLTE entries (colour type 3)
    int trns_size;           // tRNS bytes: palette alphas up to the last below 255, or 2 for grey
    uint8_t palette[3 * PN_MAX_PALETTE];
    uint8_t trns[PN_MAX_PALETTE];
    pn_color_table colors;   // colour type 3: source word -> palette index
    int filters;             // filter mask, or -1 for run-aware choice
    int run_percent;
    int level, strategy;
    uint32_t rows_per_strip;
    uint32_t dictionary_rows; // rows before a strip that hold its 32 KiB deflate dictionary
    size_t strip_count;
    uint32_t *strip_adler;   // Adler-32 of each strip's filtered bytes
    uint8_t **strip_out;     // each strip's raw deflate bytes
    size_t *strip_size;
    atomic_int failed;
    char message[160];
} pn_encode_job;

/// Chooses the smallest lossless colour type for the job's pixels (see encode_color.c) and
/// sets `color_type`, `bit_depth`, `bpp`, `row_bytes` and the palette or tRNS; with `reduce`
/// 0, only RGB for the opaque source and RGBA for the others.
void pn_choose_color_type(pn_encode_job *job, int reduce);

/// Per-thread scratch memory, allocated by `pn_encode_scratch_init`.
typedef struct {
    uint8_t *rows;           // previous raw row, current raw row, a zero row, 4 candidate rows
    uint8_t *window;         // (dictionary_rows + rows_per_strip) filtered rows
    uint8_t *row_kinds;      // per window row: 1 when it equals the row above (written as Up zeros)
    void *stream;            // a z_stream for raw deflate, set up on first use
    int stream_ready;
    void *deflater;          // Penumbra's deflater (deflate.c), set up on first use
} pn_encode_scratch;

int pn_encode_scratch_init(pn_encode_scratch *scratch, const pn_encode_job *job);
void pn_encode_scratch_free(pn_encode_scratch *scratch);

/// Filters rows `first..<end` into `out`, `row_bytes + 1` bytes a row, and sets `kinds[y - first]`
/// to 1 for each row written as the repeat of the row above (run-aware mode), else 0.
void pn_filter_rows(const pn_encode_job *job, uint32_t first, uint32_t end, pn_encode_scratch *scratch, uint8_t *out,
                    uint8_t *kinds);

/// Filters strip `index` (with the rows before it that its dictionary needs) in the worker's
/// window, records its Adler-32, and deflates it (raw deflate, primed with the 32 KiB before
/// it) into `job->strip_out`.
void pn_encode_strip(pn_encode_job *job, size_t index, pn_encode_scratch *scratch);

/// Images of at least this many pixels have their whole-image scans (opacity, colours) run in
/// two halves on two threads (`pn_in_parallel`): a 12 MB scan is a millisecond or two that every
/// render waits for before its strips start.
enum { PN_PARALLEL_SCAN_PIXELS = 1 << 20 };

/// Runs `task(second)` on a new thread and `task(first)` on the calling thread, and returns when
/// both have finished (both on the calling thread when no thread can be started): for the scans
/// over a whole image that precede the strips.
void pn_in_parallel(void (*task)(void *), void *first, void *second);

/// Records the first failure (`text`) and marks the job failed.
void pn_encode_fail(pn_encode_job *job, const char *text);

#endif
