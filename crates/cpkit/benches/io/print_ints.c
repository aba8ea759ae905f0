/* I/O benchmark in C, as a fast C solution prints: digits into one large
 * buffer, written with fwrite when full; prints what print_ints prints. */
#include <stdio.h>
#include <stdlib.h>

static char buf[1 << 16];
static size_t len;

static void put_int(long long value) {
    char digits[24];
    int k = 0;
    unsigned long long magnitude = value < 0 ? -(unsigned long long)value : (unsigned long long)value;
    do {
        digits[k++] = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude);
    if (len + 26 > sizeof buf) {
        fwrite(buf, 1, len, stdout);
        len = 0;
    }
    if (value < 0) buf[len++] = '-';
    while (k) buf[len++] = digits[--k];
    buf[len++] = '\n';
}

int main(int argc, char **argv) {
    long long n = argc > 1 ? atoll(argv[1]) : 1000000;
    for (long long i = 0; i < n; i++) put_int(i * 2654435761LL % 2000001 - 1000000);
    fwrite(buf, 1, len, stdout);
    return 0;
}
