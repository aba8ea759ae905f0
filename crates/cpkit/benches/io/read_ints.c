/* I/O benchmark in C, as a fast C solution reads: getchar_unlocked and a
 * hand-written integer parser; prints the sum of the n integers. */
#include <stdio.h>

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

int main(void) {
    long long n = read_int(), sum = 0;
    static long long a[1 << 21];
    for (long long i = 0; i < n && i < (1 << 21); i++) a[i] = read_int();
    for (long long i = 0; i < n && i < (1 << 21); i++) sum += a[i];
    printf("%lld\n", sum);
    return 0;
}
