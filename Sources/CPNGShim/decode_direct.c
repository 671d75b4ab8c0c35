// A direct decoder for the commonest snapshot format: 8-bit RGB or RGBA, not interlaced, only
// IHDR/IDAT/IEND as critical chunks. It inflates the IDAT stream straight into the output rows
// and reverses the row filters in place, so it saves libpng's row copies and byte-at-a-time
// filter loops, and it checks the zlib stream's Adler-32 with a 16-bytes-at-a-time SSE2 routine
// instead of zlib's scalar one (zlib is told not to compute it). The Adler-32 check is kept even
// though every IDAT chunk's CRC-32 was already verified: a file written by a faulty encoder can
// carry correct CRCs over a wrong Adler-32, and such a file is rejected, as libpng rejects it.
//
// It is an accelerator only: whenever the file is outside that format, or anything about the
// stream is unexpected (zlib error, too little or too much data, a bad filter byte, a wrong
// Adler-32), it reports "not handled" and the caller decodes with libpng, which then gives the
// authoritative result and message. On success the pixels equal libpng's (same inflate, the
// filters as the PNG specification defines them, opaque alpha added for RGB).
//
// It does not check chunk CRCs: PNGDecoder's Swift pre-pass has verified every chunk's CRC-32
// (with zlib's crc32) before any decoder runs. libpng's PNG_IGNORE_ADLER32 option was measured
// as the cheaper alternative (18.5 -> 13.6 ms for one 1170x2532 screen) but it accepts the
// bad-Adler file of libpng's own test set; this path takes that screen to about 10 ms and still
// rejects it (it falls back, and libpng reports "incorrect data check").
#include "CPNGShim.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>
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

/// Adler-32 (RFC 1950) of `length` bytes continuing from `adler`.
static uint32_t pn_adler32(uint32_t adler, const uint8_t *p, size_t length) {
    const uint32_t base = 65521u;
    uint32_t s1 = adler & 0xffff, s2 = adler >> 16;
#if defined(__SSE2__)
    // Blocks of 16 bytes: s2 gains 16 * s1 + sum((16 - i) * b[i]) and s1 gains sum(b[i]).
    // At most 5552 bytes (347 blocks) between reductions keep the 32-bit sums from overflowing.
    const __m128i zero = _mm_setzero_si128();
    const __m128i weightsHigh = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
    const __m128i weightsLow = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
    while (length >= 16) {
        size_t blocks = length / 16;
        if (blocks > 347) blocks = 347;
        length -= blocks * 16;
        __m128i vs1 = zero, vs2 = zero, vs1Sum = zero;
        for (size_t k = 0; k < blocks; k++) {
            __m128i bytes = _mm_loadu_si128((const __m128i *)p);
            p += 16;
            vs1Sum = _mm_add_epi32(vs1Sum, vs1); // s1 before this block, times 16 at the end
            vs1 = _mm_add_epi32(vs1, _mm_sad_epu8(bytes, zero));
            __m128i lo = _mm_unpacklo_epi8(bytes, zero), hi = _mm_unpackhi_epi8(bytes, zero);
            vs2 = _mm_add_epi32(vs2, _mm_madd_epi16(lo, weightsHigh));
            vs2 = _mm_add_epi32(vs2, _mm_madd_epi16(hi, weightsLow));
        }
        uint32_t t[4];
        _mm_storeu_si128((__m128i *)t, vs1);
        uint32_t blockS1 = t[0] + t[2];
        _mm_storeu_si128((__m128i *)t, vs1Sum);
        uint64_t prefix = (uint64_t)t[0] + t[2];
        _mm_storeu_si128((__m128i *)t, vs2);
        uint64_t weighted = (uint64_t)t[0] + t[1] + t[2] + t[3];
        s2 = (uint32_t)((s2 + (uint64_t)s1 * 16 * blocks + prefix * 16 + weighted) % base);
        s1 = (s1 + blockS1) % base;
    }
#endif
    while (length > 0) {
        size_t n = length > 5552 ? 5552 : length;
        length -= n;
        while (n-- > 0) { s1 += *p++; s2 += s1; }
        s1 %= base; s2 %= base;
    }
    return s2 << 16 | s1;
}

/// Reverses one row's filter in place; `prev` is the previous reconstructed row (or NULL for
/// the first row). Returns nonzero for an unknown filter type.
static int pn_unfilter(uint8_t filter, uint8_t *row, const uint8_t *prev, size_t n, size_t bpp) {
    switch (filter) {
    case 0:
        return 0;
    case 1:
#if defined(__SSE2__)
        if (bpp == 4) { // one pixel at a time, four lanes at once
            __m128i left = _mm_cvtsi32_si128(pn_load32(row));
            for (size_t i = 4; i < n; i += 4) {
                left = _mm_add_epi8(_mm_cvtsi32_si128(pn_load32(row + i)), left);
                pn_store32(row + i, _mm_cvtsi128_si32(left));
            }
            return 0;
        }
#endif
        for (size_t i = bpp; i < n; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
        return 0;
    case 2:
        if (prev == NULL) return 0;
        {
            size_t i = 0;
#if defined(__SSE2__)
            for (; i + 16 <= n; i += 16) {
                __m128i sum = _mm_add_epi8(_mm_loadu_si128((const __m128i *)(row + i)),
                                           _mm_loadu_si128((const __m128i *)(prev + i)));
                _mm_storeu_si128((__m128i *)(row + i), sum);
            }
#endif
            for (; i < n; i++) row[i] = (uint8_t)(row[i] + prev[i]);
        }
        return 0;
    case 3:
        if (prev == NULL) {
            for (size_t i = bpp; i < n; i++) row[i] = (uint8_t)(row[i] + (row[i - bpp] >> 1));
        } else {
            for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(row[i] + (prev[i] >> 1));
            for (size_t i = bpp; i < n; i++) row[i] = (uint8_t)(row[i] + ((row[i - bpp] + prev[i]) >> 1));
        }
        return 0;
    case 4:
        if (prev == NULL) { // Paeth with an all-zero row above is Sub.
            for (size_t i = bpp; i < n; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
            return 0;
        }
        for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(row[i] + prev[i]);
#if defined(__SSE2__)
        if (bpp == 4) { // one pixel at a time in 16-bit lanes: p = a + b - c, nearest of a, b, c
            const __m128i zero = _mm_setzero_si128();
            __m128i a = _mm_unpacklo_epi8(_mm_cvtsi32_si128(pn_load32(row)), zero);
            __m128i c = _mm_unpacklo_epi8(_mm_cvtsi32_si128(pn_load32(prev)), zero);
            for (size_t i = 4; i < n; i += 4) {
                __m128i b = _mm_unpacklo_epi8(_mm_cvtsi32_si128(pn_load32(prev + i)), zero);
                __m128i x = _mm_unpacklo_epi8(_mm_cvtsi32_si128(pn_load32(row + i)), zero);
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
                pn_store32(row + i, _mm_cvtsi128_si32(_mm_packus_epi16(value, zero)));
                a = value;
                c = b;
            }
            return 0;
        }
#endif
        for (size_t i = bpp; i < n; i++) {
            int a = row[i - bpp], b = prev[i], c = prev[i - bpp];
            int p = b - c, q = a - c;
            int pa = p < 0 ? -p : p, pb = q < 0 ? -q : q, pc = (p + q) < 0 ? -(p + q) : (p + q);
            int predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
            row[i] = (uint8_t)(row[i] + predictor);
        }
        return 0;
    default:
        return 1;
    }
}

/// Whether `data` (a file the caller has already validated chunk by chunk) is in the direct
/// format; on success sets `channels` (3 or 4).
static int pn_direct_eligible(const uint8_t *data, size_t size, int *channels) {
    if (size < 33 || pn_be32(data + 8) != 13 || memcmp(data + 12, "IHDR", 4) != 0) return 0;
    const uint8_t *ihdr = data + 16;
    if (ihdr[8] != 8 || ihdr[10] != 0 || ihdr[11] != 0 || ihdr[12] != 0) return 0;
    if (ihdr[9] == 2) *channels = 3;
    else if (ihdr[9] == 6) *channels = 4;
    else return 0;
    size_t offset = 8;
    int sawIDAT = 0, afterIDAT = 0;
    while (offset + 12 <= size) {
        uint32_t length = pn_be32(data + offset);
        const uint8_t *type = data + offset + 4;
        if ((size_t)length > size - offset - 12) return 0;
        if (memcmp(type, "IDAT", 4) == 0) {
            if (afterIDAT) return 0; // split IDAT runs: leave to libpng
            sawIDAT = 1;
        } else {
            if (sawIDAT) afterIDAT = 1;
            if (memcmp(type, "IEND", 4) == 0) return sawIDAT;
            if (memcmp(type, "IHDR", 4) != 0 && (type[0] & 0x20) == 0) return 0; // other critical chunk
            if (memcmp(type, "tRNS", 4) == 0) return 0; // RGB colour key: libpng's transform
        }
        offset += (size_t)length + 12;
    }
    return 0;
}

int pn_png_decode_direct(const uint8_t *data, size_t size, uint32_t width, uint32_t height, uint8_t *out_rgba) {
    int channels = 0;
    if (!pn_direct_eligible(data, size, &channels)) return 1;
    if (pn_be32(data + 16) != width || pn_be32(data + 20) != height) return 1;
    const size_t rowBytes = (size_t)width * (size_t)channels, outStride = (size_t)width * 4;
    uint8_t *scratch = NULL; // RGB rows: the current and previous filtered row
    if (channels == 3) {
        scratch = (uint8_t *)malloc(rowBytes * 2);
        if (scratch == NULL) return 1;
    }
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit(&z) != Z_OK) { free(scratch); return 1; }
    // zlib skips its own (scalar) Adler-32; the stream's value is checked below instead.
    inflateValidate(&z, 0);

    int failed = 0, ended = 0;
    uint32_t adler = 1;
    size_t offset = 8;
    uint8_t filter = 0;
    // The output pieces, in stream order: for each row its filter byte, then its pixel bytes.
    uint32_t y = 0;
    int wantFilter = 1;
    uint8_t *rowStart = NULL;
    size_t rowFilled = 0;
    const uint8_t *chunkData = NULL;
    while (!failed && offset + 12 <= size) {
        uint32_t length = pn_be32(data + offset);
        const uint8_t *type = data + offset + 4;
        if (memcmp(type, "IDAT", 4) != 0) {
            if (memcmp(type, "IEND", 4) == 0) break;
            offset += (size_t)length + 12;
            continue;
        }
        chunkData = data + offset + 8;
        z.next_in = (Bytef *)chunkData;
        z.avail_in = length;
        offset += (size_t)length + 12;
        while (z.avail_in > 0 && !failed && !ended) {
            uint8_t spare = 0;
            if (y >= height) { // all rows read: only the stream's end may follow
                z.next_out = &spare;
                z.avail_out = 1;
            } else if (wantFilter) {
                z.next_out = &filter;
                z.avail_out = 1;
            } else {
                if (rowStart == NULL) {
                    rowStart = channels == 4 ? out_rgba + (size_t)y * outStride : scratch + (y & 1) * rowBytes;
                    rowFilled = 0;
                }
                z.next_out = rowStart + rowFilled;
                z.avail_out = (uInt)(rowBytes - rowFilled);
            }
            uInt before = z.avail_out, inputBefore = z.avail_in;
            int status = inflate(&z, Z_NO_FLUSH);
            size_t produced = before - z.avail_out;
            if (status == Z_STREAM_END) ended = 1;
            else if (status != Z_OK && status != Z_BUF_ERROR) { failed = 1; break; }
            if (produced > 0 && y >= height) { failed = 1; break; } // more data than rows
            if (produced == 0) {
                if (!ended && z.avail_in == inputBefore) { failed = 1; break; } // no progress
                continue;
            }
            adler = pn_adler32(adler, z.next_out - produced, produced);
            if (wantFilter) { wantFilter = 0; continue; }
            rowFilled += produced;
            if (rowFilled < rowBytes) continue;
            const uint8_t *prev = NULL;
            if (y > 0) prev = channels == 4 ? out_rgba + (size_t)(y - 1) * outStride : scratch + ((y - 1) & 1) * rowBytes;
            if (pn_unfilter(filter, rowStart, prev, rowBytes, (size_t)channels)) { failed = 1; break; }
            if (channels == 3) {
                uint8_t *dst = out_rgba + (size_t)y * outStride;
                for (uint32_t x = 0; x < width; x++) {
                    dst[4 * x] = rowStart[3 * x]; dst[4 * x + 1] = rowStart[3 * x + 1];
                    dst[4 * x + 2] = rowStart[3 * x + 2]; dst[4 * x + 3] = 0xff;
                }
            }
            y++;
            wantFilter = 1;
            rowStart = NULL;
        }
        if (ended && !failed) {
            // The Adler-32 trailer is the stream's last four bytes, just before next_in.
            // A trailer split over two IDAT chunks is left to libpng.
            const uint8_t *end = z.next_in;
            if (end - chunkData < 4) failed = 1;
            else if (pn_be32(end - 4) != adler) failed = 1;
            break;
        }
    }
    inflateEnd(&z);
    free(scratch);
    if (failed || !ended || y != height) return 1;
    return 0;
}
