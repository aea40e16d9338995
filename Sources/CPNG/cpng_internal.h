#ifndef CPNG_INTERNAL_H
#define CPNG_INTERNAL_H
/* Shared between CPNG's files; not part of its interface. */
#include "cpng.h"

/* Sets status->code and a printf-style message; returns the code. */
int cpng_set_status(cpng_status *status, int code, const char *format, ...);

/* Whether the caller's should_stop callback (if any) asks the encoder to stop now. */
static inline int cpng_stop_requested(const cpng_encode_options *options) {
    return options->should_stop != NULL && options->should_stop(options->stop_context);
}

/* Copies the RGB bytes of `width` RGBA pixels into `rgb`, which has room for one byte more than
   3 × width: each pixel is stored as four bytes whose 4th is overwritten by the next pixel. */
void cpng_pack_rgb(const uint8_t *rgba, uint8_t *rgb, uint32_t width);

/*
 * The zlib stream of a PNG's IDAT data: every row of straight-alpha RGBA8 pixels (`row_bytes` apart;
 * RGB when options->strip_alpha) UP-filtered into one buffer, then compressed by libdeflate at `level`
 * (0...12) a piece of about 1 MiB of whole rows at a time, the pieces joined into one deflate stream. Asks
 * options->should_stop every CPNG_STOP_CHECK_ROWS rows while filtering, before each piece and once after
 * the last. On success *stream points at *stream_size bytes in this thread's workspace, valid
 * until the thread's next call (the thread keeps the filtered and compressed buffers, about twice the
 * image data's size, for the next image); on failure it is NULL and the status says why.
 */
int cpng_deflate_image_data(const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_bytes, int level,
                            const cpng_encode_options *options, const uint8_t **stream, size_t *stream_size,
                            cpng_status *status);

/* Filters one row of `count` bytes (`bpp` bytes per pixel) into `out`: the filter type byte, then the
   filtered bytes. A row equal to the one above is UP-filtered (all zeros) when UP is allowed; otherwise the
   allowed filter among NONE, SUB and UP (`filters`: CPNG_FILTER_* bits) with the smallest sum of |signed
   byte| wins, UP on ties, then SUB. `above` is a zero row for the first row. */
void cpng_filter_row(const uint8_t *restrict row, const uint8_t *restrict above, size_t count, unsigned bpp,
                     int filters, uint8_t *restrict out);

struct libdeflate_compressor;

/* Walks the blocks of the raw deflate stream in `size` bytes: the bit where its final block's header starts
   and the bit just after that block's end-of-block code. Nonzero when the bytes are no complete stream. */
int cpng_deflate_last_block(const uint8_t *stream, size_t size, size_t *last_block_bit, size_t *end_bit);

/* Buffers kept per thread between encodes (freed when the thread ends). Fresh buffers for every frame of
   a sequence cost as much system time (mapping, faulting in and zeroing two frames' worth of pages) as the
   compressors save. */
typedef struct {
    uint8_t *filtered; /* the filtered image data */
    size_t filtered_capacity;
    uint8_t *stream; /* the zlib stream */
    size_t stream_capacity;
    uint32_t *tokens; /* one block's literals and matches (the rendered compressor) */
    size_t tokens_capacity;
    struct libdeflate_compressor *compressor;
    int level;
} cpng_workspace;

/* This thread's workspace, or NULL when it cannot be made. */
cpng_workspace *cpng_thread_workspace(void);

/* Makes `*buffer` hold at least `size` bytes (contents not kept); NULL when out of memory. */
uint8_t *cpng_reserve(uint8_t **buffer, size_t *capacity, size_t size);

/*
 * The zlib stream of a PNG's IDAT data from Flipbook's own deflate for rendered frames: rows filtered by
 * cpng_filter_row among `options->filters` (negative: SUB and UP), compressed block by block with matches
 * at the distances rendered UI repeats at (1: runs, one pixel, one row) and dynamic Huffman codes per
 * block. Same contract as cpng_deflate_image_data otherwise (stop checks, thread workspace, status).
 */
int cpng_rendered_image_data(const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_bytes,
                             const cpng_encode_options *options, const uint8_t **stream, size_t *stream_size,
                             cpng_status *status);

#endif
