// A direct decoder for what snapshots are stored as: 8-bit RGB or RGBA, 8-bit grey with alpha,
// and grey or palette of 1, 2, 4 or 8 bits (Penumbra's own encoder writes palette and grey
// files whenever they are smaller), not interlaced. libdeflate inflates the whole IDAT stream at
// once into the tail of the output buffer, and the row filters are then reversed from there into
// the rows' final places, front to back, so no second image-sized buffer is needed:
//
//   - RGBA: the filtered stream is `height` bytes longer than the pixels (one filter byte a
//     row), so the caller's buffer must hold `width * height * 4 + height` bytes. Row y's
//     filtered bytes start y + 1 bytes after its final place, so writing a row front to back
//     never overwrites a filtered byte not yet read.
//   - Every other format: a filtered row (at most 3 bytes a pixel plus the filter byte) is never
//     longer than its RGBA row; each row is unfiltered into one of two small row buffers (the
//     previous row stays in the other, as the filters need it in the file's layout) and widened
//     into its place (palette look-up, grey scaled to 8 bits, tRNS to alpha, as libpng's
//     transforms do), which lies before any filtered byte still to be read.
//
// libdeflate checks the zlib header and the stream's Adler-32, and refuses a stream that gives
// fewer or more bytes than the rows need. It replaced zlib's streaming inflate, fed a row at a
// time, which was 40% of a `penumbra compare` (bench-diff, perf); libdeflate decodes a whole
// buffer with wider table look-ups and no per-call state machine. The Adler-32 is checked even
// though every IDAT chunk's CRC-32 was already verified: a file written by a faulty encoder can
// carry correct CRCs over a wrong Adler-32, and such a file is rejected, as libpng rejects it.
//
// It is an accelerator only: whenever the file is outside that format, or anything about the
// stream is unexpected (bad data, too little or too much of it, a bad filter byte), it reports
// "not handled" and the caller decodes with libpng, which then gives the authoritative result
// and message. On success the pixels equal libpng's (the same stream, the filters as the PNG
// specification defines them, opaque alpha added for RGB; tested on every corpus file).
//
// It does not check chunk CRCs: PNGDecoder's Swift pre-pass has verified every chunk's CRC-32
// before any decoder runs.
#include "CPNGShim.h"
#include "encode_internal.h"
#include "inflate.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

static uint32_t pn_be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static int pn_load32(const uint8_t *p) {
    int32_t v;
    memcpy(&v, p, 4);
    return v;
}

static void pn_store32(uint8_t *p, int v) {
    int32_t w = v;
    memcpy(p, &w, 4);
}

/// Reverses one row's filter: reads the filtered bytes at `src` and writes the row at `dst`,
/// which is `src` itself or lies before it (every byte is read before a write can reach it:
/// byte i is written only after bytes 0...i were read). `prev` is the previous reconstructed
/// row, or NULL for the first row. Returns nonzero for an unknown filter type.
static int pn_unfilter(uint8_t filter, uint8_t *dst, const uint8_t *src, const uint8_t *prev, size_t n, size_t bpp) {
    switch (filter) {
    case 0:
        if (dst != src) memmove(dst, src, n);
        return 0;
    case 1:
        for (size_t i = 0; i < bpp && i < n; i++) dst[i] = src[i];
#if defined(__SSE2__)
        if (bpp == 4) { // one pixel at a time, four lanes at once
            __m128i left = _mm_cvtsi32_si128(pn_load32(dst));
            for (size_t i = 4; i < n; i += 4) {
                left = _mm_add_epi8(_mm_cvtsi32_si128(pn_load32(src + i)), left);
                pn_store32(dst + i, _mm_cvtsi128_si32(left));
            }
            return 0;
        }
#endif
        for (size_t i = bpp; i < n; i++) dst[i] = (uint8_t)(src[i] + dst[i - bpp]);
        return 0;
    case 2:
        if (prev == NULL) {
            if (dst != src) memmove(dst, src, n);
            return 0;
        }
        {
            size_t i = 0;
#if defined(__SSE2__)
            for (; i + 16 <= n; i += 16) {
                __m128i sum = _mm_add_epi8(_mm_loadu_si128((const __m128i *)(src + i)),
                                           _mm_loadu_si128((const __m128i *)(prev + i)));
                _mm_storeu_si128((__m128i *)(dst + i), sum);
            }
#endif
            for (; i < n; i++) dst[i] = (uint8_t)(src[i] + prev[i]);
        }
        return 0;
    case 3:
        if (prev == NULL) {
            for (size_t i = 0; i < bpp && i < n; i++) dst[i] = src[i];
            for (size_t i = bpp; i < n; i++) dst[i] = (uint8_t)(src[i] + (dst[i - bpp] >> 1));
        } else {
            for (size_t i = 0; i < bpp && i < n; i++) dst[i] = (uint8_t)(src[i] + (prev[i] >> 1));
            for (size_t i = bpp; i < n; i++) dst[i] = (uint8_t)(src[i] + ((dst[i - bpp] + prev[i]) >> 1));
        }
        return 0;
    case 4:
        if (prev == NULL) { // Paeth with an all-zero row above is Sub.
            for (size_t i = 0; i < bpp && i < n; i++) dst[i] = src[i];
            for (size_t i = bpp; i < n; i++) dst[i] = (uint8_t)(src[i] + dst[i - bpp]);
            return 0;
        }
        for (size_t i = 0; i < bpp && i < n; i++) dst[i] = (uint8_t)(src[i] + prev[i]);
#if defined(__SSE2__)
        if (bpp == 4) { // one pixel at a time in 16-bit lanes: p = a + b - c, nearest of a, b, c
            const __m128i zero = _mm_setzero_si128();
            __m128i a = _mm_unpacklo_epi8(_mm_cvtsi32_si128(pn_load32(dst)), zero);
            __m128i c = _mm_unpacklo_epi8(_mm_cvtsi32_si128(pn_load32(prev)), zero);
            for (size_t i = 4; i < n; i += 4) {
                __m128i b = _mm_unpacklo_epi8(_mm_cvtsi32_si128(pn_load32(prev + i)), zero);
                __m128i x = _mm_unpacklo_epi8(_mm_cvtsi32_si128(pn_load32(src + i)), zero);
                __m128i pa = _mm_sub_epi16(b, c), pb = _mm_sub_epi16(a, c);
                __m128i pc = _mm_add_epi16(pa, pb);
                pa = _mm_max_epi16(pa, _mm_sub_epi16(zero, pa)); // |b - c| = distance of p to a
                pb = _mm_max_epi16(pb, _mm_sub_epi16(zero, pb)); // |a - c| = distance to b
                pc = _mm_max_epi16(pc, _mm_sub_epi16(zero, pc)); // |a + b - 2c| = distance to c
                // a when pa <= pb and pa <= pc; else b when pb <= pc; else c.
                __m128i useB = _mm_cmpgt_epi16(pa, pb);             // pa > pb
                __m128i notA = _mm_or_si128(useB, _mm_cmpgt_epi16(pa, pc));
                __m128i useC = _mm_cmpgt_epi16(pb, pc);
                __m128i bc = _mm_or_si128(_mm_andnot_si128(useC, b), _mm_and_si128(useC, c));
                __m128i pred = _mm_or_si128(_mm_andnot_si128(notA, a), _mm_and_si128(notA, bc));
                __m128i value = _mm_and_si128(_mm_add_epi16(x, pred), _mm_set1_epi16(0xff));
                pn_store32(dst + i, _mm_cvtsi128_si32(_mm_packus_epi16(value, zero)));
                a = value;
                c = b;
            }
            return 0;
        }
#endif
        for (size_t i = bpp; i < n; i++) {
            int a = dst[i - bpp], b = prev[i], c = prev[i - bpp];
            int p = b - c, q = a - c;
            int pa = p < 0 ? -p : p, pb = q < 0 ? -q : q, pc = (p + q) < 0 ? -(p + q) : (p + q);
            int predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
            dst[i] = (uint8_t)(src[i] + predictor);
        }
        return 0;
    default:
        return 1;
    }
}

/// What the direct decoder needs of a file's header and ancillary colour chunks.
typedef struct {
    int colorType, depth;
    size_t rowBytes;           // filtered bytes a row, without the filter byte
    size_t filterUnit;         // bytes a pixel for the filters (1 below 8 bits a pixel)
    size_t firstIDAT, streamLength;
    int paletteCount;          // palette images: entries of PLTE
    uint8_t palette[256 * 4];  // palette images: RGBA, alpha from tRNS
    int hasKey;                // grey and RGB images: a tRNS colour key
    uint16_t key[3];
} pn_direct_format;

/// Whether `data` (a file the caller has already validated chunk by chunk) is in the direct
/// format: 8-bit RGB, RGBA or grey with alpha, or grey or palette of 1, 2, 4 or 8 bits; not
/// interlaced; no critical chunk but IHDR, PLTE, IDAT and IEND; one IDAT run; PLTE and tRNS
/// before it, once each, and valid as libpng reads them without complaint (anything it would
/// warn about, truncate or ignore is left to it). On success fills `format`.
static int pn_direct_eligible(const uint8_t *data, size_t size, uint32_t width, pn_direct_format *format) {
    if (size < 33 || pn_be32(data + 8) != 13 || memcmp(data + 12, "IHDR", 4) != 0) return 0;
    const uint8_t *ihdr = data + 16;
    if (ihdr[10] != 0 || ihdr[11] != 0 || ihdr[12] != 0) return 0;
    const int depth = ihdr[8], colorType = ihdr[9];
    int channels;
    switch (colorType) {
    case 0: channels = 1; if (depth != 1 && depth != 2 && depth != 4 && depth != 8) return 0; break;
    case 3: channels = 1; if (depth != 1 && depth != 2 && depth != 4 && depth != 8) return 0; break;
    case 2: channels = 3; if (depth != 8) return 0; break;
    case 4: channels = 2; if (depth != 8) return 0; break;
    case 6: channels = 4; if (depth != 8) return 0; break;
    default: return 0;
    }
    format->colorType = colorType;
    format->depth = depth;
    const size_t bitsPerPixel = (size_t)depth * (size_t)channels;
    format->rowBytes = ((size_t)width * bitsPerPixel + 7) / 8;
    format->filterUnit = bitsPerPixel < 8 ? 1 : bitsPerPixel / 8;
    format->paletteCount = 0;
    format->hasKey = 0;
    int sawPLTE = 0, sawTRNS = 0;
    size_t offset = 8, total = 0;
    int sawIDAT = 0, afterIDAT = 0;
    while (offset + 12 <= size) {
        uint32_t length = pn_be32(data + offset);
        const uint8_t *type = data + offset + 4, *body = data + offset + 8;
        if ((size_t)length > size - offset - 12) return 0;
        if (memcmp(type, "IDAT", 4) == 0) {
            if (afterIDAT) return 0; // split IDAT runs: leave to libpng
            if (colorType == 3 && !sawPLTE) return 0;
            if (!sawIDAT) format->firstIDAT = offset;
            sawIDAT = 1;
            total += length;
        } else {
            if (sawIDAT) afterIDAT = 1;
            if (memcmp(type, "IEND", 4) == 0) {
                format->streamLength = total;
                return sawIDAT;
            }
            if (memcmp(type, "PLTE", 4) == 0) {
                if (sawPLTE || sawIDAT || sawTRNS || colorType == 0 || colorType == 4) return 0;
                sawPLTE = 1;
                if (colorType != 3) { offset += (size_t)length + 12; continue; } // a suggestion only
                if (length == 0 || length % 3 != 0 || length / 3 > (1u << depth)) return 0;
                format->paletteCount = (int)(length / 3);
                memset(format->palette, 0, sizeof format->palette);
                for (int k = 0; k < format->paletteCount; k++) {
                    format->palette[4 * k] = body[3 * k];
                    format->palette[4 * k + 1] = body[3 * k + 1];
                    format->palette[4 * k + 2] = body[3 * k + 2];
                    format->palette[4 * k + 3] = 0xff;
                }
            } else if (memcmp(type, "tRNS", 4) == 0) {
                if (sawTRNS || sawIDAT || colorType == 4 || colorType == 6) return 0;
                sawTRNS = 1;
                if (colorType == 3) {
                    if (!sawPLTE || length == 0 || (int)length > format->paletteCount) return 0;
                    for (uint32_t k = 0; k < length; k++) format->palette[4 * k + 3] = body[k];
                } else {
                    const uint32_t samples = colorType == 0 ? 1 : 3;
                    if (length != 2 * samples) return 0;
                    for (uint32_t k = 0; k < samples; k++) {
                        format->key[k] = (uint16_t)(body[2 * k] << 8 | body[2 * k + 1]);
                        if (format->key[k] >= (1u << depth)) return 0; // libpng masks it: leave to it
                    }
                    format->hasKey = 1;
                }
            } else if (memcmp(type, "IHDR", 4) != 0 && (type[0] & 0x20) == 0) {
                return 0; // another critical chunk
            }
        }
        offset += (size_t)length + 12;
    }
    return 0;
}

/// Widens one reconstructed row of a file that is not RGBA into RGBA pixels, as libpng's
/// expand, tRNS-to-alpha, grey-to-RGB and filler transforms do. Returns nonzero for a palette
/// index past the palette (libpng warns and makes something up; it decides that file).
static int pn_expand_row(const pn_direct_format *format, const uint8_t *row, uint8_t *dst, uint32_t width) {
    switch (format->colorType) {
    case 2:
        for (uint32_t x = 0; x < width; x++) {
            const uint8_t r = row[3 * x], g = row[3 * x + 1], b = row[3 * x + 2];
            dst[4 * x] = r; dst[4 * x + 1] = g; dst[4 * x + 2] = b;
            dst[4 * x + 3] = format->hasKey && r == format->key[0] && g == format->key[1] && b == format->key[2] ? 0 : 0xff;
        }
        return 0;
    case 4:
        for (uint32_t x = 0; x < width; x++) {
            const uint8_t g = row[2 * x];
            dst[4 * x] = g; dst[4 * x + 1] = g; dst[4 * x + 2] = g; dst[4 * x + 3] = row[2 * x + 1];
        }
        return 0;
    case 0: {
        const int depth = format->depth;
        const unsigned mask = (1u << depth) - 1, scale = 255u / mask;
        for (uint32_t x = 0; x < width; x++) {
            const size_t bit = (size_t)x * depth;
            const unsigned sample = (row[bit >> 3] >> (8 - depth - (bit & 7))) & mask;
            const uint8_t g = (uint8_t)(sample * scale);
            dst[4 * x] = g; dst[4 * x + 1] = g; dst[4 * x + 2] = g;
            dst[4 * x + 3] = format->hasKey && sample == format->key[0] ? 0 : 0xff;
        }
        return 0;
    }
    case 3: {
        const int depth = format->depth;
        const unsigned mask = (1u << depth) - 1;
        for (uint32_t x = 0; x < width; x++) {
            unsigned index;
            if (depth == 8) index = row[x];
            else {
                const size_t bit = (size_t)x * depth;
                index = (row[bit >> 3] >> (8 - depth - (bit & 7))) & mask;
            }
            if ((int)index >= format->paletteCount) return 1;
            memcpy(dst + 4 * x, format->palette + 4 * index, 4);
        }
        return 0;
    }
    default:
        return 1;
    }
}

/// Copies the data of the IDAT run starting at `firstIDAT` into `out` (`streamLength` bytes).
static void pn_copy_idat_run(const uint8_t *data, size_t size, size_t firstIDAT, uint8_t *out) {
    size_t offset = firstIDAT, filled = 0;
    while (offset + 12 <= size && memcmp(data + offset + 4, "IDAT", 4) == 0) {
        size_t length = pn_be32(data + offset);
        memcpy(out + filled, data + offset + 8, length);
        filled += length;
        offset += length + 12;
    }
}

/// Reconstructs row `y` from its filtered bytes (`filtered[0]` is the filter type) and writes it
/// to `dst` as RGBA. An RGBA row is unfiltered straight into `dst` against `previous`, the row
/// before as written (NULL for the first row; `filtered` may be `dst` itself or lie after it).
/// Other formats are unfiltered into one of the two rows of `rows` (the previous row is in the
/// other, in the file's layout) and widened into `dst`. Returns nonzero for a bad filter type or
/// palette index.
static int pn_reconstruct_row(const pn_direct_format *format, const uint8_t *filtered, uint8_t *rows, uint32_t y,
                              uint8_t *dst, uint32_t width, const uint8_t *previous) {
    const size_t rowBytes = format->rowBytes;
    if (format->colorType == 6) return pn_unfilter(filtered[0], dst, filtered + 1, previous, rowBytes, format->filterUnit);
    uint8_t *current = rows + (y & 1) * rowBytes;
    const uint8_t *prev = y > 0 ? rows + ((y - 1) & 1) * rowBytes : NULL;
    if (pn_unfilter(filtered[0], current, filtered + 1, prev, rowBytes, format->filterUnit)) return 1;
    return pn_expand_row(format, current, dst, width);
}

int pn_png_decode_direct(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                         uint8_t *out_rgba, size_t out_capacity) {
    if (width == 0 || height == 0 || size < 33 || pn_be32(data + 16) != width || pn_be32(data + 20) != height) return 1;
    pn_direct_format format;
    if (!pn_direct_eligible(data, size, width, &format)) return 1;
    const size_t rowBytes = format.rowBytes, outStride = (size_t)width * 4;
    const size_t filteredRow = rowBytes + 1;
    if ((size_t)height > ((size_t)-1) / filteredRow) return 1;
    const size_t filteredSize = (size_t)height * filteredRow;
    if (out_capacity < filteredSize || out_capacity < (size_t)height * outStride) return 1;
    const int inPlace = format.colorType == 6; // RGBA rows are unfiltered straight into place

    // The compressed stream: the one IDAT chunk's data in place, or the run's pieces joined.
    const size_t firstIDAT = format.firstIDAT, streamLength = format.streamLength;
    const uint8_t *stream = data + firstIDAT + 8;
    uint8_t *joined = NULL;
    if ((size_t)pn_be32(data + firstIDAT) != streamLength) {
        joined = (uint8_t *)malloc(streamLength > 0 ? streamLength : 1);
        if (joined == NULL) return 1;
        pn_copy_idat_run(data, size, firstIDAT, joined);
        stream = joined;
    }
    uint8_t *scratch = NULL; // other formats: the current and previous reconstructed row
    if (!inPlace) {
        scratch = (uint8_t *)malloc(rowBytes * 2);
        if (scratch == NULL) { free(joined); return 1; }
    }
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    if (inflater == NULL) { free(joined); free(scratch); return 1; }
    uint8_t *filtered = out_rgba + (out_capacity - filteredSize);
    enum libdeflate_result result = libdeflate_zlib_decompress(inflater, stream, streamLength, filtered, filteredSize, NULL);
    libdeflate_free_decompressor(inflater);
    free(joined);
    if (result != LIBDEFLATE_SUCCESS) { free(scratch); return 1; }

    int failed = 0;
    for (uint32_t y = 0; y < height && !failed; y++) {
        const uint8_t *src = filtered + (size_t)y * filteredRow;
        uint8_t *dst = out_rgba + (size_t)y * outStride;
        failed = pn_reconstruct_row(&format, src, scratch, y, dst, width, y > 0 ? dst - outStride : NULL);
    }
    free(scratch);
    return failed;
}

// MARK: - Row by row

// The same formats, read a few rows at a time, for a caller that holds only a window of the
// image (a comparison that releases rows once it has compared them). The IDAT run is joined
// into one buffer and inflated by pn_inflate (inflate.c) about 256 KiB at a time into a window
// that keeps the 32 KiB before the rows not yet read (the matches' history); the Adler-32 is
// summed here by libdeflate, over each part as it is inflated.
// 256 KiB ahead: each compaction moves the 32 KiB of history, an eighth of what was inflated.
enum { PN_ROW_HISTORY = 32768, PN_ROW_AHEAD = 262144 };

struct pn_png_row_stream {
    pn_direct_format format;
    uint32_t width, height, row;
    uint8_t *stream;       // the IDAT run's data, joined into one buffer of its own
    uint8_t *window;       // inflated filtered rows: history, then rows not yet read
    size_t ahead;          // bytes inflated ahead of the reading position, at least a row
    size_t filled, read;   // window bytes inflated; the reading position
    size_t total, expected;// bytes inflated in all; what the rows take
    uint8_t *rows;         // two reconstructed rows, the current and the previous
    uint32_t adler;
    int corrupt;           // the zlib header was refused
    pn_inflater inflater;
};

pn_png_row_stream *pn_png_row_stream_open(const uint8_t *data, size_t size, uint32_t width, uint32_t height) {
    if (width == 0 || height == 0 || size < 33 || pn_be32(data + 16) != width || pn_be32(data + 20) != height) return NULL;
    pn_png_row_stream *s = (pn_png_row_stream *)calloc(1, sizeof *s);
    if (s == NULL) return NULL;
    if (!pn_direct_eligible(data, size, width, &s->format)) { free(s); return NULL; }
    s->width = width;
    s->height = height;
    s->adler = 1;
    const size_t rowBytes = s->format.rowBytes, streamLength = s->format.streamLength;
    s->ahead = rowBytes + 1 > PN_ROW_AHEAD ? rowBytes + 1 : PN_ROW_AHEAD;
    s->expected = (size_t)height * (rowBytes + 1);
    s->stream = (uint8_t *)malloc(streamLength > 0 ? streamLength : 1);
    s->window = (uint8_t *)malloc(PN_ROW_HISTORY + s->ahead + PN_INFLATE_SLACK);
    s->rows = (uint8_t *)malloc(rowBytes * 2);
    if (s->stream == NULL || s->window == NULL || s->rows == NULL) { pn_png_row_stream_close(s); return NULL; }
    pn_copy_idat_run(data, size, s->format.firstIDAT, s->stream);
    // A refused header fails the first read, as a corrupt stream does.
    s->corrupt = pn_inflate_init(&s->inflater, s->stream, streamLength);
    return s;
}

/// Moves the window's last 32 KiB of output and its unread bytes to its start.
static void pn_row_stream_compact(pn_png_row_stream *s) {
    size_t keep = s->filled > PN_ROW_HISTORY ? s->filled - PN_ROW_HISTORY : 0;
    if (keep > s->read) keep = s->read;
    if (keep == 0) return;
    memmove(s->window, s->window + keep, s->filled - keep);
    s->filled -= keep;
    s->read -= keep;
}

/// Makes a filtered row available at the reading position; nonzero when the stream is corrupt,
/// ends before it, or gives more bytes than the rows take.
static int pn_row_stream_refill(pn_png_row_stream *s) {
    const size_t filteredRow = s->format.rowBytes + 1;
    if (s->filled - s->read >= filteredRow) return 0;
    if (s->corrupt) return 1;
    pn_row_stream_compact(s);
    const size_t before = s->filled;
    if (pn_inflate_run(&s->inflater, s->window, &s->filled, s->read + s->ahead)) return 1;
    s->total += s->filled - before;
    if (s->total > s->expected) return 1;
    s->adler = libdeflate_adler32(s->adler, s->window + before, s->filled - before);
    return s->filled - s->read < filteredRow; // the stream ended before the row
}

int pn_png_row_stream_read(pn_png_row_stream *s, uint8_t *out_rgba, uint32_t count) {
    const size_t rowBytes = s->format.rowBytes, outStride = (size_t)s->width * 4;
    for (uint32_t k = 0; k < count; k++) {
        if (s->row >= s->height) return 1;
        if (pn_row_stream_refill(s)) return 1;
        const uint8_t *filtered = s->window + s->read;
        uint8_t *dst = out_rgba + (size_t)k * outStride;
        // An RGBA row is unfiltered against the row before it in `out_rgba`, or, the first of a
        // call, against the copy kept of the last row of the call before.
        const uint8_t *previous = s->row == 0 ? NULL : k > 0 ? dst - outStride : s->rows;
        if (pn_reconstruct_row(&s->format, filtered, s->rows, s->row, dst, s->width, previous)) return 1;
        if (s->format.colorType == 6 && k + 1 == count) memcpy(s->rows, dst, rowBytes);
        s->read += rowBytes + 1;
        s->row++;
    }
    return 0;
}

int pn_png_row_stream_finish(pn_png_row_stream *s) {
    if (s->row != s->height || s->corrupt || s->total != s->expected) return 1;
    if (s->inflater.state != PN_INFLATE_END) {
        // Only the end of the stream may follow the last row: no byte of output.
        pn_row_stream_compact(s);
        const size_t before = s->filled;
        if (pn_inflate_run(&s->inflater, s->window, &s->filled, s->filled + 1) || s->filled != before
            || s->inflater.state != PN_INFLATE_END) return 1;
    }
    // The Adler-32 trailer follows the final block.
    const size_t end = pn_inflate_end_offset(&s->inflater);
    if (end == SIZE_MAX || s->format.streamLength - end < 4) return 1;
    return pn_be32(s->stream + end) == s->adler ? 0 : 1;
}

void pn_png_row_stream_close(pn_png_row_stream *s) {
    if (s == NULL) return;
    free(s->stream);
    free(s->window);
    free(s->rows);
    free(s);
}
