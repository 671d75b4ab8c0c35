// The encoder's colour-type choice: the smallest lossless form of the pixels (PNG §11.2.2).
//
// UI screens often hold few colours: a flat screen with grey anti-aliased text has a few
// hundred, an iPad settings screen 253 greys. Written as RGB they cost 3 bytes a pixel before
// deflate; optipng and friends rewrite them as palette (1 byte, or 1-4 bits) or grey, and were
// 2.5-3x smaller on such screens. The choice, in order:
//   1. grey (type 0), when every pixel is grey (r = g = b) and opaque, or opaque except one
//      fully transparent grey that no opaque pixel shares (written as tRNS), at the fewest bits
//      that hold every value exactly (1: 0 and 255; 2: multiples of 85; 4: multiples of 17),
//      unless a palette would take fewer bits a pixel;
//   2. palette (type 3) for at most 256 colours, at 1, 2, 4 or 8 bits, with tRNS for the
//      translucent entries, which come first so that tRNS stops at the last of them;
//   3. grey with alpha (type 4) when every pixel is grey;
//   4. RGB (type 2) when opaque, else RGBA (type 6).
// Grey wins a tie with the palette: the same bits a pixel with no PLTE, and grey values (unlike
// palette indices) vary smoothly, which the row filters turn into small numbers. On the 21 grey
// files of corpora/realworld (bench-png --files), the same pixels as a palette of as many bits
// were larger for every file: 1.09x the grey file's size (median; 1.01x to 1.40x, 1.04x in all).
//
// Every step is lossless: decoding gives back exactly the straight RGBA of the source (colour
// of fully transparent pixels included). The analysis is one pass over the pixels (in two
// halves on two threads for large images), with an early exit past 256 colours; the palette is
// sorted by value, so the bytes depend only on the pixels.
#include "CPNGShim.h"
#include "encode_internal.h"

#include <stdlib.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Adds `word` to `table` and `colors` unless it is there; 0 once that would make more than
/// 256 colours.
static int pn_add_color(pn_color_table *table, uint32_t *colors, int *count, uint32_t word) {
    uint32_t h = pn_color_slot(word);
    for (;;) {
        if (table->values[h] == 0) {
            if (*count == PN_MAX_PALETTE) return 0;
            table->keys[h] = word;
            colors[(*count)++] = word;
            table->values[h] = (uint16_t)*count;
            return 1;
        }
        if (table->keys[h] == word) return 1;
        h = (h + 1) & (PN_COLOR_SLOTS - 1);
    }
}

/// The distinct 32-bit source words of pixels `start ..< end`: in `table` with their order of
/// first occurrence + 1, and in `colors`; `count` is how many, or PN_MAX_PALETTE + 1 once there
/// are more.
typedef struct {
    const uint8_t *pixels;
    size_t start, end;
    pn_color_table table;
    uint32_t colors[PN_MAX_PALETTE];
    int count;
} pn_color_scan;

/// A pixel equal to the one before skips the hash (flat areas are most of a screen); four such
/// pixels at a time with SSE2. One pixel at a time the scan was 4 % of the instructions of a
/// whole `penumbra render` of bench-startup's cards (18.9M of 452M, callgrind), four at a time
/// 11.2M.
static void pn_scan_colors(void *raw) {
    pn_color_scan *scan = (pn_color_scan *)raw;
    memset(&scan->table, 0, sizeof scan->table);
    scan->count = 0;
    const uint8_t *p = scan->pixels;
    const size_t start = scan->start, total = scan->end;
    if (start >= total) return;
    uint32_t last;
    memcpy(&last, p + 4 * start, 4);
    last = ~last;  // differs from the first pixel
    for (size_t i = start; i < total; i++) {
#if defined(__SSE2__)
        // `last` is always pixel i - 1 once i > start: the pixel before was either equal to it
        // or became it. Pixels i ... i + 3 equal to their predecessors add nothing.
        while (i > start && i + 4 <= total) {
            const __m128i here = _mm_loadu_si128((const __m128i *)(p + 4 * i));
            const __m128i before = _mm_loadu_si128((const __m128i *)(p + 4 * i - 4));
            if (_mm_movemask_epi8(_mm_cmpeq_epi32(here, before)) != 0xFFFF) break;
            i += 4;
        }
        if (i == total) break;
#endif
        uint32_t word;
        memcpy(&word, p + 4 * i, 4);
        if (word == last) continue;
        last = word;
        if (!pn_add_color(&scan->table, scan->colors, &scan->count, word)) { scan->count = PN_MAX_PALETTE + 1; return; }
    }
}

/// Counts the distinct source words into `table` and `colors`; returns the count, or
/// PN_MAX_PALETTE + 1 once there are more. Images of a million pixels or more are scanned in two
/// halves on two threads and the halves' colours merged: the scan runs before the strips start,
/// so every render waits for it. The palette is sorted afterwards, so the order in which
/// colours are found does not reach the file.
static int pn_count_colors(const pn_encode_job *job, pn_color_table *table, uint32_t *colors) {
    const size_t total = (size_t)job->width * job->height;
    const int parallel = total >= PN_PARALLEL_SCAN_PIXELS;
    pn_color_scan scans[2] = {
        { .pixels = job->pixels, .start = 0, .end = parallel ? total / 2 : total },
        { .pixels = job->pixels, .start = parallel ? total / 2 : total, .end = total },
    };
    if (parallel) pn_in_parallel(pn_scan_colors, &scans[0], &scans[1]);
    else pn_scan_colors(&scans[0]);
    int count = scans[0].count;
    if (count > PN_MAX_PALETTE || scans[1].count > PN_MAX_PALETTE) return PN_MAX_PALETTE + 1;
    memcpy(table, &scans[0].table, sizeof *table);
    memcpy(colors, scans[0].colors, sizeof(uint32_t) * (size_t)count);
    for (int i = 0; i < scans[1].count; i++) {
        if (!pn_add_color(table, colors, &count, scans[1].colors[i])) return PN_MAX_PALETTE + 1;
    }
    return count;
}

/// Whether every pixel has r = g = b. For a premultiplied source the premultiplied channels
/// are compared: unpremultiplying is one-to-one on c ≤ a, so they are equal exactly when the
/// straight ones are.
static int pn_all_grey(const pn_encode_job *job) {
    const size_t total = (size_t)job->width * job->height;
    const uint8_t *p = job->pixels;
    for (size_t i = 0; i < total; i++, p += 4) {
        if (p[0] != p[1] || p[1] != p[2]) return 0;
    }
    return 1;
}

/// The straight RGBA of a source word, as bytes r, g, b, a.
static void pn_straight(const pn_encode_job *job, uint32_t word, uint8_t out[4]) {
    memcpy(out, &word, 4);
    if (job->source == PN_SOURCE_PREMULTIPLIED_RGBA) {
        uint32_t a = out[3];
        if (a == 0) { memset(out, 0, 4); }
        else if (a < 255) { for (int c = 0; c < 3; c++) out[c] = pn_unpremultiply(out[c], a); }
    }
}

/// The fewest bits (1, 2, 4 or 8) that hold every grey value in `present` exactly, given that
/// a decoder scales a `d`-bit sample s to s × 255 / (2^d − 1).
static int pn_grey_depth(const uint8_t present[256]) {
    int depth = 1;
    for (int v = 0; v < 256; v++) {
        if (!present[v]) continue;
        int need = (v == 0 || v == 255) ? 1 : v % 85 == 0 ? 2 : v % 17 == 0 ? 4 : 8;
        if (need > depth) depth = need;
    }
    return depth;
}

/// Sets the row layout for `color_type` at `bit_depth`.
static void pn_set_layout(pn_encode_job *job, int color_type, int bit_depth) {
    const int channels = color_type == PN_GREY || color_type == PN_PALETTE ? 1
                       : color_type == PN_GREY_ALPHA ? 2 : color_type == PN_RGB ? 3 : 4;
    job->color_type = color_type;
    job->bit_depth = bit_depth;
    const size_t bits = (size_t)channels * (size_t)bit_depth;
    job->bpp = bits < 8 ? 1 : bits / 8;
    job->row_bytes = ((size_t)job->width * bits + 7) / 8;
}

/// Builds PLTE and tRNS from the `count` distinct source words and renumbers `job->colors`.
/// Entries are sorted by (opaque, r, g, b, a) of their straight colour: translucent ones first,
/// so tRNS ends at the last of them, and an order that depends only on the set of colours.
/// At most 256 entries: an insertion sort (at most ~33,000 steps) is enough.
static void pn_make_palette(pn_encode_job *job, const uint32_t *colors, int count) {
    uint64_t keys[PN_MAX_PALETTE];
    uint32_t words[PN_MAX_PALETTE];
    for (int i = 0; i < count; i++) {
        uint8_t rgba[4];
        pn_straight(job, colors[i], rgba);
        const uint64_t key = ((uint64_t)(rgba[3] == 255) << 32) | ((uint32_t)rgba[0] << 24)
                           | ((uint32_t)rgba[1] << 16) | ((uint32_t)rgba[2] << 8) | rgba[3];
        int j = i;
        while (j > 0 && keys[j - 1] > key) { keys[j] = keys[j - 1]; words[j] = words[j - 1]; j--; }
        keys[j] = key;
        words[j] = colors[i];
    }
    job->palette_size = count;
    job->trns_size = 0;
    for (int i = 0; i < count; i++) {
        uint8_t rgba[4];
        pn_straight(job, words[i], rgba);
        memcpy(job->palette + 3 * i, rgba, 3);
        job->trns[i] = rgba[3];
        if (rgba[3] != 255) job->trns_size = i + 1;
        uint32_t h = pn_color_slot(words[i]);
        while (job->colors.values[h] == 0 || job->colors.keys[h] != words[i]) h = (h + 1) & (PN_COLOR_SLOTS - 1);
        job->colors.values[h] = (uint16_t)(i + 1);
    }
}

void pn_choose_color_type(pn_encode_job *job, int reduce) {
    job->palette_size = 0;
    job->trns_size = 0;
    const int opaque = job->source == PN_SOURCE_OPAQUE_RGB;
    if (!reduce) { pn_set_layout(job, opaque ? PN_RGB : PN_RGBA, 8); return; }
    uint32_t colors[PN_MAX_PALETTE];
    const int count = pn_count_colors(job, &job->colors, colors);
    if (count > PN_MAX_PALETTE) {
        // Past 256 colours an opaque image cannot be all grey (there are 256 greys).
        if (!opaque && pn_all_grey(job)) pn_set_layout(job, PN_GREY_ALPHA, 8);
        else pn_set_layout(job, opaque ? PN_RGB : PN_RGBA, 8);
        return;
    }
    const int palette_depth = count <= 2 ? 1 : count <= 4 ? 2 : count <= 16 ? 4 : 8;
    // Grey (type 0) needs grey colours, all opaque but at most one, which is fully transparent
    // and has a grey no opaque pixel has.
    uint8_t present[256] = { 0 };
    int grey = 1, transparent = -1, translucent = 0;
    for (int i = 0; i < count && grey; i++) {
        uint8_t rgba[4];
        pn_straight(job, colors[i], rgba);
        if (rgba[0] != rgba[1] || rgba[1] != rgba[2]) { grey = 0; break; }
        if (rgba[3] == 255) { present[rgba[0]] = 1; continue; }
        if (rgba[3] != 0 || transparent >= 0) translucent = 1;
        else transparent = rgba[0];
    }
    if (grey && !translucent && !(transparent >= 0 && present[transparent])) {
        if (transparent >= 0) present[transparent] = 1;
        const int depth = pn_grey_depth(present);
        if (depth <= palette_depth) {
            pn_set_layout(job, PN_GREY, depth);
            if (transparent >= 0) {
                // tRNS holds the sample as stored: at `depth` bits, 0 ... 2^depth − 1.
                const int sample = transparent / (255 / ((1 << depth) - 1));
                job->trns[0] = (uint8_t)(sample >> 8);
                job->trns[1] = (uint8_t)sample;
                job->trns_size = 2;
            }
            return;
        }
    }
    pn_set_layout(job, PN_PALETTE, palette_depth);
    pn_make_palette(job, colors, count);
}
