#include "cpng_huffman.h"
#include <string.h>

/* A used symbol and its frequency, as one sort key: frequency above, symbol below, so sorting the keys
   orders by (frequency, symbol) and equal counts keep a fixed order. */
typedef uint64_t leaf;
#define SYMBOL_BITS 9
#define leaf_frequency(l) ((l) >> SYMBOL_BITS)
#define leaf_symbol(l) ((int)((l) & ((1u << SYMBOL_BITS) - 1)))

/* Sorts the keys ascending: least significant byte first, skipping the bytes every key shares (at most
   six passes of a 256-entry count, cheaper than a comparison sort for a few hundred keys). */
static void sort_leaves(leaf *leaves, int count) {
    leaf scratch[CPNG_HUFFMAN_MAX_SYMBOLS];
    leaf *from = leaves, *to = scratch;
    leaf all_or = 0, all_and = ~(leaf)0;
    for (int i = 0; i < count; i++) all_or |= leaves[i], all_and &= leaves[i];
    for (int shift = 0; shift < 64; shift += 8) {
        if ((((all_or ^ all_and) >> shift) & 0xFF) == 0) continue; /* every key has this byte */
        int counts[257] = {0};
        for (int i = 0; i < count; i++) counts[((from[i] >> shift) & 0xFF) + 1]++;
        for (int d = 0; d < 256; d++) counts[d + 1] += counts[d];
        for (int i = 0; i < count; i++) to[counts[(from[i] >> shift) & 0xFF]++] = from[i];
        leaf *swap = from;
        from = to;
        to = swap;
    }
    if (from != leaves) memcpy(leaves, from, (size_t)count * sizeof *leaves);
}

/* Optimal (unlimited) code lengths of the sorted leaves into `depths`; returns the deepest. The two-queue
   construction: leaves in ascending order, internal nodes made in ascending order of weight, so the two
   lightest nodes are always at the front of one queue or the other. */
static int optimal_depths(const leaf *leaves, int count, uint8_t *depths) {
    uint64_t weight[2 * CPNG_HUFFMAN_MAX_SYMBOLS];
    int parent[2 * CPNG_HUFFMAN_MAX_SYMBOLS];
    uint8_t depth[2 * CPNG_HUFFMAN_MAX_SYMBOLS];
    for (int i = 0; i < count; i++) weight[i] = leaf_frequency(leaves[i]);
    int next_leaf = 0, next_internal = count, made = count;
    while (made < 2 * count - 1) {
        int children[2];
        for (int k = 0; k < 2; k++) {
            if (next_leaf < count && (next_internal >= made || weight[next_leaf] <= weight[next_internal]))
                children[k] = next_leaf++;
            else
                children[k] = next_internal++;
        }
        weight[made] = weight[children[0]] + weight[children[1]];
        parent[children[0]] = parent[children[1]] = made;
        made++;
    }
    int root = 2 * count - 2, deepest = 0;
    depth[root] = 0;
    for (int node = root - 1; node >= 0; node--) { /* parents come after their children */
        depth[node] = (uint8_t)(depth[parent[node]] + 1);
        if (node < count) {
            depths[node] = depth[node];
            if (depth[node] > deepest) deepest = depth[node];
        }
    }
    return deepest;
}

void cpng_huffman_lengths(const uint32_t *frequencies, int count, int max_length, uint8_t *lengths) {
    leaf leaves[CPNG_HUFFMAN_MAX_SYMBOLS];
    uint8_t depths[CPNG_HUFFMAN_MAX_SYMBOLS];
    int used = 0;
    for (int s = 0; s < count; s++)
        if (frequencies[s] > 0) leaves[used++] = (leaf)frequencies[s] << SYMBOL_BITS | (leaf)s;
    for (int s = 0; used < 2 && s < 2; s++) /* a one-symbol code would be incomplete */
        if (frequencies[s] == 0) leaves[used++] = (leaf)1 << SYMBOL_BITS | (leaf)s;
    memset(lengths, 0, (size_t)count);
    for (;;) {
        sort_leaves(leaves, used);
        if (optimal_depths(leaves, used, depths) <= max_length) break;
        for (int i = 0; i < used; i++)
            leaves[i] = (leaf_frequency(leaves[i]) + 1) / 2 << SYMBOL_BITS | (leaf)leaf_symbol(leaves[i]);
    }
    for (int i = 0; i < used; i++) lengths[leaf_symbol(leaves[i])] = depths[i];
}

static uint16_t reverse_bits(uint16_t code, int length) {
    uint16_t reversed = 0;
    for (int i = 0; i < length; i++) reversed = (uint16_t)(reversed << 1 | (code >> i & 1));
    return reversed;
}

void cpng_huffman_codes(const uint8_t *lengths, int count, uint16_t *codes) {
    uint16_t per_length[16] = {0}, next[16] = {0};
    for (int s = 0; s < count; s++) per_length[lengths[s]]++;
    per_length[0] = 0;
    uint16_t code = 0;
    for (int length = 1; length < 16; length++) {
        code = (uint16_t)((code + per_length[length - 1]) << 1);
        next[length] = code;
    }
    for (int s = 0; s < count; s++)
        codes[s] = lengths[s] != 0 ? reverse_bits(next[lengths[s]]++, lengths[s]) : 0;
}
