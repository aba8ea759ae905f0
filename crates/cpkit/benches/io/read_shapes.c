/* Reading benchmark in C, as a fast C solution reads: getchar_unlocked and a
 * hand-written parser, storing every value before using it. The shape
 * (shapes.py) is the argument; prints the same checksum as read_shapes.rs.
 * `words-string` reads words.txt into an allocation per word and keeps each
 * word's pointer, capacity and length in an array allocated for n of them,
 * as a Rust Vec<String> holds them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long long read_int(void) {
    int c = getchar_unlocked();
    while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = getchar_unlocked();
    int negative = c == '-';
    if (negative) c = getchar_unlocked();
    long long value = 0;
    while (c >= '0' && c <= '9') {
        value = value * 10 + (c - '0');
        c = getchar_unlocked();
    }
    return negative ? -value : value;
}

/* The next word into `to` (at most `most` bytes kept); its length. */
static int read_word(char *to, int most) {
    int c = getchar_unlocked();
    while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = getchar_unlocked();
    int len = 0;
    while (c != EOF && c != ' ' && c != '\n' && c != '\r' && c != '\t') {
        if (len < most) to[len++] = (char)c;
        c = getchar_unlocked();
    }
    return len;
}

#define MAX (1 << 20)
static long long a[MAX];
static char words[MAX][9];
static unsigned char lens[MAX];
static char grid[2000][2001];

/* The checksums of read_shapes.rs: values weighted by place, bytes hashed. */
static unsigned long long weigh(long long n) {
    unsigned long long sum = 0;
    for (long long i = 0; i < n; i++) sum += (unsigned long long)a[i] * (unsigned long long)(i % 7 + 1);
    return sum;
}

static unsigned long long hash(unsigned long long h, const char *bytes, int len) {
    for (int i = 0; i < len; i++) h = h * 131 + (unsigned char)bytes[i];
    return h * 131 + 1;
}

int main(int argc, char **argv) {
    const char *shape = argc > 1 ? argv[1] : "";
    unsigned long long sum = 0;
    if (!strcmp(shape, "per-line") || !strcmp(shape, "one-line") || !strcmp(shape, "nine-digits")) {
        long long n = read_int();
        for (long long i = 0; i < n && i < MAX; i++) a[i] = read_int();
        sum = weigh(n < MAX ? n : MAX);
    } else if (!strcmp(shape, "ten-per-line")) {
        long long rows = read_int(), cols = read_int(), n = rows * cols;
        for (long long i = 0; i < n && i < MAX; i++) a[i] = read_int();
        sum = weigh(n < MAX ? n : MAX);
    } else if (!strcmp(shape, "words")) {
        long long n = read_int();
        for (long long i = 0; i < n && i < MAX; i++) lens[i] = (unsigned char)read_word(words[i], 8);
        for (long long i = 0; i < n && i < MAX; i++) sum = hash(sum, words[i], lens[i]);
    } else if (!strcmp(shape, "words-string")) {
        /* What a Vec<String> is: n triples of pointer, capacity and length. */
        struct string { char *ptr; size_t cap, len; };
        long long n = read_int();
        struct string *each = malloc(sizeof(struct string) * (size_t)n);
        char word[9];
        for (long long i = 0; i < n; i++) {
            size_t len = (size_t)read_word(word, 8);
            each[i].ptr = malloc(len);
            each[i].cap = each[i].len = len;
            memcpy(each[i].ptr, word, len);
        }
        for (long long i = 0; i < n; i++) sum = hash(sum, each[i].ptr, (int)each[i].len);
        for (long long i = 0; i < n; i++) free(each[i].ptr);
        free(each);
    } else if (!strcmp(shape, "grid")) {
        long long h = read_int(), w = read_int();
        for (long long i = 0; i < h && i < 2000; i++) read_word(grid[i], 2000);
        for (long long i = 0; i < h && i < 2000; i++) sum = hash(sum, grid[i], (int)(w < 2000 ? w : 2000));
    } else {
        fprintf(stderr, "error: expected a shape of shapes.py; found \"%s\"\n", shape);
        return 2;
    }
    printf("%llu\n", sum);
    return 0;
}
