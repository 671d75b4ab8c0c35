// Shared between the encoder's files (encode.c, encode_filter.c, encode_deflate.c); not public.
#ifndef PENUMBRA_CPNGSHIM_ENCODE_INTERNAL_H
#define PENUMBRA_CPNGSHIM_ENCODE_INTERNAL_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

/// libpng's filter mask bits (png.h's PNG_FILTER_*), the values `pn_png_encode` takes.
enum { PN_MASK_NONE = 0x08, PN_MASK_SUB = 0x10, PN_MASK_UP = 0x20, PN_MASK_AVG = 0x40, PN_MASK_PAETH = 0x80 };

/// One image being encoded: its source, its filtered rows, and per-strip results.
typedef struct {
    const uint8_t *pixels;   // source rows, 4 bytes per pixel, `width * 4` bytes apart
    uint32_t width, height;
    int source;              // PN_SOURCE_*
    int channels;            // 3 or 4 in the file
    size_t row_bytes;        // width * channels
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

/// Per-thread scratch memory, allocated by `pn_encode_scratch_init`.
typedef struct {
    uint8_t *rows;           // previous raw row, current raw row, a zero row, 4 candidate rows
    uint8_t *window;         // (dictionary_rows + rows_per_strip) filtered rows
    uint8_t *row_kinds;      // per window row: 1 when it equals the row above (written as Up zeros)
    void *stream;            // a z_stream for raw deflate, set up on first use
    int stream_ready;
} pn_encode_scratch;

int pn_encode_scratch_init(pn_encode_scratch *scratch, const pn_encode_job *job);
void pn_encode_scratch_free(pn_encode_scratch *scratch);

/// Filters rows `first..<end` into `out`, `row_bytes + 1` bytes a row, and sets `kinds[y - first]`
/// to 1 for each row written as the repeat of the row above (run-aware mode), else 0.
void pn_filter_rows(const pn_encode_job *job, uint32_t first, uint32_t end, pn_encode_scratch *scratch, uint8_t *out,
                    uint8_t *kinds);

/// Adler-32 (RFC 1950) of `n` bytes continuing from `adler` (start with 1).
uint32_t pn_adler32(uint32_t adler, const uint8_t *p, size_t n);

/// Filters strip `index` (with the rows before it that its dictionary needs) in the worker's
/// window, records its Adler-32, and deflates it (raw deflate, primed with the 32 KiB before
/// it) into `job->strip_out`.
void pn_encode_strip(pn_encode_job *job, size_t index, pn_encode_scratch *scratch);

/// Records the first failure (`text`) and marks the job failed.
void pn_encode_fail(pn_encode_job *job, const char *text);

#endif
