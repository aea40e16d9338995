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
 * RGB when options->strip_alpha) UP-filtered into one buffer, then compressed at once by libdeflate at
 * `level` (0...12). Asks options->should_stop every CPNG_STOP_CHECK_ROWS rows while filtering and once
 * after compressing. On success *stream points at *stream_size bytes in this thread's workspace, valid
 * until the thread's next call (the thread keeps the filtered and compressed buffers, about twice the
 * image data's size, for the next image); on failure it is NULL and the status says why.
 */
int cpng_deflate_image_data(const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_bytes, int level,
                            const cpng_encode_options *options, const uint8_t **stream, size_t *stream_size,
                            cpng_status *status);

#endif
