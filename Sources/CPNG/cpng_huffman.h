#ifndef CPNG_HUFFMAN_H
#define CPNG_HUFFMAN_H
/* Huffman codes for deflate blocks (RFC 1951, 3.2.2): code lengths from symbol counts, limited to a
   maximum length, and the canonical codes those lengths define. Not part of CPNG's interface. */
#include <stdint.h>

/* The largest alphabet: deflate's literal/length alphabet has 286 used symbols (288 with the two reserved). */
#define CPNG_HUFFMAN_MAX_SYMBOLS 288

/*
 * Code lengths (at most `max_length` bits) for `count` symbols whose frequencies are `frequencies`.
 * Unused symbols get length 0. The code is always complete (its lengths fill the Kraft sum exactly), as
 * strict inflaters require: fewer than two used symbols are padded with symbols 0 and 1. When the optimal
 * code is too deep, the frequencies are halved (keeping every used one above zero) until it fits.
 */
void cpng_huffman_lengths(const uint32_t *frequencies, int count, int max_length, uint8_t *lengths);

/* The canonical code of every symbol with a nonzero length, bit-reversed so it can be written least
   significant bit first as deflate's bit order wants. */
void cpng_huffman_codes(const uint8_t *lengths, int count, uint16_t *codes);

#endif
