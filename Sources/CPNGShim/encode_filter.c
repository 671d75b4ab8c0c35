// Row preparation and PNG row filtering (PNG specification §9) for the encoder. The loops read
// raw rows only (never their own output), so the compiler can vectorise each of them.
#include "encode_internal.h"
#include "deflate.h"
#include "CPNGShim.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/// The shortest palette or grey row whose repeats of the row above are written with Up (see
/// pn_filter_rows).
enum { PN_UP_MIN_ROW_BYTES = 1024 };

/// A palette row: each pixel's index from the colour table (looked up again only when the
/// pixel differs from the one before), packed `8 / bit_depth` to a byte, leftmost pixel in
/// the high bits, the unused low bits of the last byte zero (PNG §7.2).
static void pn_palette_row(const pn_encode_job *job, const uint8_t *src, uint8_t *out) {
    const uint32_t width = job->width;
    uint32_t last;
    memcpy(&last, src, 4);
    uint8_t index = pn_color_index(&job->colors, last);
    if (job->bit_depth == 8) {
        for (uint32_t x = 0; x < width; x++) {
            uint32_t word;
            memcpy(&word, src + 4 * (size_t)x, 4);
            if (word != last) { last = word; index = pn_color_index(&job->colors, word); }
            out[x] = index;
        }
        return;
    }
    const unsigned depth = (unsigned)job->bit_depth, per_byte = 8 / depth;
    for (size_t b = 0, x = 0; b < job->row_bytes; b++) {
        unsigned packed = 0;
        for (unsigned k = 0; k < per_byte; k++, x++) {
            unsigned value = 0;
            if (x < width) {
                uint32_t word;
                memcpy(&word, src + 4 * x, 4);
                if (word != last) { last = word; index = pn_color_index(&job->colors, word); }
                value = index;
            }
            packed = (packed << depth) | value;
        }
        out[b] = (uint8_t)packed;
    }
}

/// A grey row (colour type 0): the red channel of each pixel. Every pixel is grey and opaque
/// but the one fully transparent grey of tRNS, whose straight red is its grey too (a
/// premultiplied source stores it as 0, 0, 0, 0 and its tRNS grey is then 0). Below 8 bits the
/// values are exact multiples of 255 / (2^depth − 1), stored as the quotient.
static void pn_grey_row(const pn_encode_job *job, const uint8_t *src, uint8_t *out) {
    const uint32_t width = job->width;
    if (job->bit_depth == 8) {
        for (uint32_t x = 0; x < width; x++) out[x] = src[4 * (size_t)x];
        return;
    }
    const unsigned depth = (unsigned)job->bit_depth, per_byte = 8 / depth;
    const unsigned step = 255 / ((1u << depth) - 1);
    for (size_t b = 0, x = 0; b < job->row_bytes; b++) {
        unsigned packed = 0;
        for (unsigned k = 0; k < per_byte; k++, x++) {
            const unsigned value = x < width ? src[4 * x] / step : 0;
            packed = (packed << depth) | value;
        }
        out[b] = (uint8_t)packed;
    }
}

/// A grey-with-alpha row (colour type 4): straight grey and alpha of each pixel.
static void pn_grey_alpha_row(const pn_encode_job *job, const uint8_t *src, uint8_t *out) {
    const uint32_t width = job->width;
    const int premultiplied = job->source == PN_SOURCE_PREMULTIPLIED_RGBA;
    for (uint32_t x = 0; x < width; x++) {
        const uint8_t *s = src + 4 * (size_t)x;
        const uint32_t a = s[3];
        out[2 * (size_t)x] = !premultiplied || a == 255 ? s[0] : a == 0 ? 0 : pn_unpremultiply(s[0], a);
        out[2 * (size_t)x + 1] = (uint8_t)a;
    }
}

/// Row `y` as it is stored in the file (`row_bytes` bytes): the source row itself when it
/// already is, else converted into `buffer` (`row_bytes` bytes, nothing after).
static const uint8_t *pn_raw_row(const pn_encode_job *job, uint32_t y, uint8_t *buffer) {
    const uint8_t *src = job->pixels + (size_t)y * job->width * 4;
    const uint32_t width = job->width;
    switch (job->color_type) {
    case PN_PALETTE: pn_palette_row(job, src, buffer); return buffer;
    case PN_GREY: pn_grey_row(job, src, buffer); return buffer;
    case PN_GREY_ALPHA: pn_grey_alpha_row(job, src, buffer); return buffer;
    default: break;
    }
    switch (job->source) {
    case PN_SOURCE_OPAQUE_RGB:
        // Four bytes per pixel, the fourth overwritten by the next pixel: one load and one store
        // instead of three of each. The last pixel is copied exactly: `buffer` may be a row of
        // the shared output, followed by another strip's row.
        for (uint32_t x = 0; x + 1 < width; x++) memcpy(buffer + 3 * (size_t)x, src + 4 * (size_t)x, 4);
        memcpy(buffer + 3 * (size_t)(width - 1), src + 4 * (size_t)(width - 1), 3);
        return buffer;
    case PN_SOURCE_PREMULTIPLIED_RGBA:
        for (uint32_t x = 0; x < width; x++) {
            const uint8_t *s = src + 4 * x;
            uint8_t *d = buffer + 4 * x;
            uint32_t a = s[3];
            if (a == 255) { memcpy(d, s, 4); }
            else if (a == 0) { memset(d, 0, 4); }
            else {
                d[0] = pn_unpremultiply(s[0], a); d[1] = pn_unpremultiply(s[1], a);
                d[2] = pn_unpremultiply(s[2], a); d[3] = (uint8_t)a;
            }
        }
        return buffer;
    default:
        return src;
    }
}

int pn_encode_scratch_init(pn_encode_scratch *scratch, const pn_encode_job *job) {
    scratch->rows = (uint8_t *)calloc(7, job->row_bytes + 1);
    scratch->window = (uint8_t *)malloc((size_t)(job->dictionary_rows + job->rows_per_strip) * (job->row_bytes + 1));
    scratch->row_kinds = (uint8_t *)malloc((size_t)(job->dictionary_rows + job->rows_per_strip));
    scratch->stream = NULL;
    scratch->stream_ready = 0;
    scratch->deflater = NULL;
    return scratch->rows != NULL && scratch->window != NULL && scratch->row_kinds != NULL ? 0 : 1;
}

void pn_encode_scratch_free(pn_encode_scratch *scratch) {
    free(scratch->rows);
    free(scratch->window);
    free(scratch->row_kinds);
    if (scratch->stream != NULL) {
        if (scratch->stream_ready) deflateEnd((z_streamp)scratch->stream);
        free(scratch->stream);
    }
    pn_deflater_free((pn_deflater *)scratch->deflater);
}

/// libpng's heuristic cost of a filtered row: the sum of its bytes read as signed magnitudes.
static uint64_t pn_cost(const uint8_t *row, size_t n) {
    uint64_t total = 0;
    size_t i = 0;
    while (i < n) {
        size_t end = n - i > 65536 ? i + 65536 : n;  // 65,536 × 128 fits 32 bits
        uint32_t sum = 0;
        for (; i < end; i++) {
            int8_t v = (int8_t)row[i];
            sum += (uint32_t)(v < 0 ? -(int)v : (int)v);
        }
        total += sum;
    }
    return total;
}

static void pn_sub(const uint8_t *raw, size_t n, size_t bpp, uint8_t *out) {
    for (size_t i = 0; i < bpp; i++) out[i] = raw[i];
    for (size_t i = bpp; i < n; i++) out[i] = (uint8_t)(raw[i] - raw[i - bpp]);
}

static void pn_up(const uint8_t *raw, const uint8_t *prev, size_t n, uint8_t *out) {
    for (size_t i = 0; i < n; i++) out[i] = (uint8_t)(raw[i] - prev[i]);
}

static void pn_avg(const uint8_t *raw, const uint8_t *prev, size_t n, size_t bpp, uint8_t *out) {
    for (size_t i = 0; i < bpp; i++) out[i] = (uint8_t)(raw[i] - (prev[i] >> 1));
    for (size_t i = bpp; i < n; i++) out[i] = (uint8_t)(raw[i] - (((unsigned)raw[i - bpp] + prev[i]) >> 1));
}

static void pn_paeth(const uint8_t *raw, const uint8_t *prev, size_t n, size_t bpp, uint8_t *out) {
    for (size_t i = 0; i < bpp; i++) out[i] = (uint8_t)(raw[i] - prev[i]);
    for (size_t i = bpp; i < n; i++) {
        int a = raw[i - bpp], b = prev[i], c = prev[i - bpp];
        int pa = b - c, pb = a - c, pc = a + b - 2 * c;
        pa = pa < 0 ? -pa : pa; pb = pb < 0 ? -pb : pb; pc = pc < 0 ? -pc : pc;
        int predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
        out[i] = (uint8_t)(raw[i] - predictor);
    }
}

/// Whether at least `run_percent` percent of the pixels of source row `src` repeat their left
/// neighbour. Compares the source's 4-byte pixels: for every source kind, two source pixels are
/// equal exactly when the pixels written to the file are (opaque alpha is always 255, and
/// unpremultiplying maps distinct valid premultiplied pixels to distinct straight ones).
static int pn_is_flat(const pn_encode_job *job, const uint8_t *src) {
    const uint32_t width = job->width;
    if (width < 2) return 1;
    uint32_t repeats = 0;
    for (uint32_t x = 1; x < width; x++) {
        uint32_t left, here;
        memcpy(&left, src + 4 * (size_t)(x - 1), 4);
        memcpy(&here, src + 4 * (size_t)x, 4);
        repeats += left == here;
    }
    return (uint64_t)repeats * 100 >= (uint64_t)job->run_percent * (width - 1);
}

/// Writes filter byte + filtered row into `out`: the one filter of `mask`, or, for several,
/// the one with the lowest `pn_cost` (ties to the earlier of None, Sub, Up, Average, Paeth).
static void pn_filter_row(const pn_encode_job *job, int mask, const uint8_t *raw, const uint8_t *prev,
                          uint8_t *candidates, uint8_t *out) {
    const size_t n = job->row_bytes;
    const size_t bpp = job->bpp;
    uint8_t *dst = out + 1;
    switch (mask) {
    case PN_MASK_NONE: out[0] = 0; memcpy(dst, raw, n); return;
    case PN_MASK_SUB: out[0] = 1; pn_sub(raw, n, bpp, dst); return;
    case PN_MASK_UP: out[0] = 2; pn_up(raw, prev, n, dst); return;
    case PN_MASK_AVG: out[0] = 3; pn_avg(raw, prev, n, bpp, dst); return;
    case PN_MASK_PAETH: out[0] = 4; pn_paeth(raw, prev, n, bpp, dst); return;
    default: break;
    }
    int best = -1;
    uint64_t best_cost = 0;
    const uint8_t *rows[5] = { raw, candidates, candidates + n, candidates + 2 * n, candidates + 3 * n };
    for (int f = 0; f < 5; f++) {
        if (!(mask & (PN_MASK_NONE << f))) continue;
        uint8_t *c = candidates + (size_t)(f - 1) * n;
        switch (f) {
        case 1: pn_sub(raw, n, bpp, c); break;
        case 2: pn_up(raw, prev, n, c); break;
        case 3: pn_avg(raw, prev, n, bpp, c); break;
        case 4: pn_paeth(raw, prev, n, bpp, c); break;
        default: break;
        }
        uint64_t cost = pn_cost(rows[f], n);
        if (best < 0 || cost < best_cost) { best = f; best_cost = cost; }
    }
    if (best < 0) best = 0;
    out[0] = (uint8_t)best;
    memcpy(dst, rows[best], n);
}

/// Filters rows `first..<end` into `out` (filter byte + filtered row each, row after row).
/// Run-aware mode: a row equal to the one above is written with Up (it becomes all zeros, the
/// cheapest run for deflate) straight from the comparison of the source rows; a flat row
/// (`pn_is_flat`: flat UI areas, text on a plain background, where raw rows give deflate long
/// matches that filtering destroys) is written unfiltered, converted straight into the output;
/// other rows (gradients, photos) get the heuristic over every filter. Palette rows and rows of
/// fewer than 8 bits a pixel are always unfiltered, and so are palette and grey rows under 1 KiB
/// that repeat the row above. A row's bytes depend only on it and the row above, so any range
/// gives the same bytes for the rows it shares with another.
void pn_filter_rows(const pn_encode_job *job, uint32_t first, uint32_t end, pn_encode_scratch *scratch, uint8_t *out,
                    uint8_t *kinds) {
    const size_t n = job->row_bytes;
    const size_t source_bytes = (size_t)job->width * 4;
    uint8_t *buffers[2] = { scratch->rows, scratch->rows + (n + 1) };
    const uint8_t *zeros = scratch->rows + 2 * (n + 1);
    uint8_t *candidates = scratch->rows + 3 * (n + 1);
    const uint8_t *prev = first == 0 ? zeros : NULL;  // row y - 1 as in the file, once made
    // Palette and grey rows under 1 KiB that repeat the row above stay unfiltered: deflate then
    // matches whole rows (filter byte included) at the distance of one row, several rows per
    // 258-byte match, where Up rows cost a literal and runs of zeros. On the 46 palette and grey
    // files of corpora/realworld (bench-png --corpus; sizes / optipng -o2, median and total),
    // Up for every repeated row gave 1.058x / 0.639x, Up from 1 KiB 0.985x / 0.620x (with the
    // level-9 search of pn_tune 0.942x / 0.580x), Up from 2 KiB or never 0.942x / 0.616x: long
    // palette rows need the Up run, whose distance is 1.
    const int up_repeats = !(job->row_bytes < PN_UP_MIN_ROW_BYTES && (job->color_type == PN_PALETTE || job->color_type == PN_GREY));
    for (uint32_t y = first; y < end; y++, out += n + 1) {
        const uint8_t *src = job->pixels + (size_t)y * source_bytes;
        int mask = job->filters;
        kinds[y - first] = 0;
        if (mask < 0) {
            const int repeat = y > 0 && memcmp(src, src - source_bytes, source_bytes) == 0;
            if (repeat && up_repeats) {
                kinds[y - first] = 1;
                out[0] = 2;
                memset(out + 1, 0, n);
                continue;  // `prev` still holds this row's bytes (or is still to be made)
            }
            // Palette indices and packed samples are not magnitudes that filters could predict:
            // like libpng and optipng, write those rows unfiltered.
            if (repeat || job->color_type == PN_PALETTE || job->bit_depth < 8 || pn_is_flat(job, src)) {
                out[0] = 0;
                const uint8_t *raw = pn_raw_row(job, y, out + 1);
                if (raw != out + 1) memcpy(out + 1, raw, n);
                prev = out + 1;
                continue;
            }
            mask = PN_MASK_NONE | PN_MASK_SUB | PN_MASK_UP | PN_MASK_AVG | PN_MASK_PAETH;
        }
        if (prev == NULL) prev = pn_raw_row(job, y - 1, buffers[1]);
        const uint8_t *raw = pn_raw_row(job, y, prev == buffers[0] ? buffers[1] : buffers[0]);
        pn_filter_row(job, mask, raw, prev, candidates, out);
        prev = raw;
    }
}
