/*
 * Walks the blocks of a raw deflate stream (RFC 1951) without producing its data, to find where its last
 * block starts and where that block ends. The libdeflate compressor compresses an image in pieces, each a
 * complete stream whose last block is marked final; joining them into one stream means clearing that mark
 * and continuing after the block's end-of-block code, which only a walk through the Huffman codes finds.
 * Codes are decoded one bit at a time against canonical code counts: slow beside an inflater, but the walk
 * only reads the compressed bytes, a small fraction of the work of making them.
 */
#include <string.h>
#include "cpng_internal.h"

#define MAX_CODE_BITS 15
#define LITLEN_SYMBOLS 288
#define DIST_SYMBOLS 32

typedef struct {
    const uint8_t *bytes;
    size_t size;
    size_t bit; /* the next bit to read */
} bit_reader;

/* A canonical Huffman code: how many codes each length has, and the symbols in code order. */
typedef struct {
    uint16_t count[MAX_CODE_BITS + 1];
    uint16_t symbol[LITLEN_SYMBOLS];
} huffman_code;

/* Reads `count` bits (at most 16), least significant first; -1 past the end of the bytes. */
static int32_t read_bits(bit_reader *reader, unsigned count) {
    if (count > (reader->size * 8 - reader->bit)) return -1;
    uint32_t value = 0;
    for (unsigned i = 0; i < count; i++, reader->bit++)
        value |= (uint32_t)(reader->bytes[reader->bit >> 3] >> (reader->bit & 7) & 1) << i;
    return (int32_t)value;
}

/* Builds a code from each symbol's code length (0: unused). -1 when more codes are claimed than the lengths
   allow; an incomplete code is accepted, as inflaters accept it for a block's distances. */
static int build_code(huffman_code *code, const uint8_t *lengths, unsigned symbols) {
    memset(code->count, 0, sizeof code->count);
    for (unsigned s = 0; s < symbols; s++) code->count[lengths[s]]++;
    int left = 1;
    for (unsigned length = 1; length <= MAX_CODE_BITS; length++) {
        left = 2 * left - code->count[length];
        if (left < 0) return -1;
    }
    uint16_t next[MAX_CODE_BITS + 2];
    next[1] = 0;
    for (unsigned length = 1; length <= MAX_CODE_BITS; length++) next[length + 1] = next[length] + code->count[length];
    for (unsigned s = 0; s < symbols; s++)
        if (lengths[s] != 0) code->symbol[next[lengths[s]]++] = (uint16_t)s;
    return 0;
}

/* The next symbol of `code`, its bits read most significant first as deflate packs Huffman codes; -1 for
   bits that are no code or past the end. */
static int decode_symbol(bit_reader *reader, const huffman_code *code) {
    int value = 0, first = 0, index = 0;
    for (unsigned length = 1; length <= MAX_CODE_BITS; length++) {
        int32_t bit = read_bits(reader, 1);
        if (bit < 0) return -1;
        value |= bit;
        int count = code->count[length];
        if (value - first < count) return code->symbol[index + value - first];
        index += count;
        first = (first + count) << 1;
        value <<= 1;
    }
    return -1;
}

/* Skips a stored block's bytes; its 3 header bits are read. */
static int skip_stored_block(bit_reader *reader) {
    reader->bit = (reader->bit + 7) & ~(size_t)7;
    int32_t length = read_bits(reader, 16), complement = read_bits(reader, 16);
    if (length < 0 || complement < 0 || (length ^ 0xFFFF) != complement) return -1;
    if ((size_t)length > reader->size - reader->bit / 8) return -1;
    reader->bit += (size_t)length * 8;
    return 0;
}

/* Skips compressed data up to and including the end-of-block code. */
static int skip_codes(bit_reader *reader, const huffman_code *literals, const huffman_code *distances) {
    for (;;) {
        int symbol = decode_symbol(reader, literals);
        if (symbol < 0 || symbol > 285) return -1;
        if (symbol == 256) return 0;
        if (symbol < 256) continue;
        unsigned length_bits = symbol < 265 || symbol == 285 ? 0 : (unsigned)(symbol - 261) / 4;
        if (read_bits(reader, length_bits) < 0) return -1;
        int distance = decode_symbol(reader, distances);
        if (distance < 0 || distance > 29) return -1;
        if (read_bits(reader, distance < 4 ? 0 : (unsigned)(distance - 2) / 2) < 0) return -1;
    }
}

/* The literal/length and distance codes of the fixed-code block type. */
static void fixed_codes(huffman_code *literals, huffman_code *distances) {
    uint8_t lengths[LITLEN_SYMBOLS];
    for (unsigned s = 0; s < LITLEN_SYMBOLS; s++) lengths[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;
    build_code(literals, lengths, LITLEN_SYMBOLS);
    memset(lengths, 5, DIST_SYMBOLS);
    build_code(distances, lengths, 30);
}

/* Reads a dynamic block's code lengths and builds its codes. */
static int dynamic_codes(bit_reader *reader, huffman_code *literals, huffman_code *distances) {
    static const uint8_t order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    int32_t literal_count = read_bits(reader, 5), distance_count = read_bits(reader, 5);
    int32_t length_codes = read_bits(reader, 4);
    if (literal_count < 0 || distance_count < 0 || length_codes < 0) return -1;
    literal_count += 257, distance_count += 1, length_codes += 4;
    if (literal_count > 286 || distance_count > 30) return -1;
    uint8_t lengths[LITLEN_SYMBOLS + DIST_SYMBOLS] = {0};
    for (int i = 0; i < length_codes; i++) {
        int32_t length = read_bits(reader, 3);
        if (length < 0) return -1;
        lengths[order[i]] = (uint8_t)length;
    }
    huffman_code length_code;
    if (build_code(&length_code, lengths, 19) != 0) return -1;
    int total = literal_count + distance_count;
    for (int i = 0; i < total;) {
        int symbol = decode_symbol(reader, &length_code);
        if (symbol < 0) return -1;
        if (symbol < 16) {
            lengths[i++] = (uint8_t)symbol;
            continue;
        }
        uint8_t repeated = 0;
        int32_t times;
        if (symbol == 16) {
            if (i == 0) return -1;
            repeated = lengths[i - 1];
            times = read_bits(reader, 2) + 3;
        } else {
            times = symbol == 17 ? read_bits(reader, 3) + 3 : read_bits(reader, 7) + 11;
        }
        if (times < 3 || i + times > total) return -1;
        while (times-- > 0) lengths[i++] = repeated;
    }
    if (lengths[256] == 0) return -1; /* no end-of-block code */
    if (build_code(literals, lengths, (unsigned)literal_count) != 0) return -1;
    if (build_code(distances, lengths + literal_count, (unsigned)distance_count) != 0) return -1;
    return 0;
}

int cpng_deflate_last_block(const uint8_t *stream, size_t size, size_t *last_block_bit, size_t *end_bit) {
    bit_reader reader = {.bytes = stream, .size = size, .bit = 0};
    huffman_code literals, distances;
    for (;;) {
        size_t header = reader.bit;
        int32_t final = read_bits(&reader, 1), type = read_bits(&reader, 2);
        if (final < 0 || type < 0) return -1;
        int result;
        if (type == 0) {
            result = skip_stored_block(&reader);
        } else if (type == 1) {
            fixed_codes(&literals, &distances);
            result = skip_codes(&reader, &literals, &distances);
        } else if (type == 2) {
            result = dynamic_codes(&reader, &literals, &distances);
            if (result == 0) result = skip_codes(&reader, &literals, &distances);
        } else {
            return -1;
        }
        if (result != 0) return -1;
        if (final) {
            *last_block_bit = header;
            *end_bit = reader.bit;
            return 0;
        }
    }
}
