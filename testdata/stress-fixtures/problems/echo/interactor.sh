# Fixture interactor (testlib's convention: <input> <output>): says the
# number in <input> and expects "! <number>" back.
read secret < "$1"
echo "$secret"
if ! read answer; then echo "the solution ended without answering" >&2; exit 1; fi
if [ "$answer" != "! $secret" ]; then echo "expected \"! $secret\", found \"$answer\"" >&2; exit 1; fi
echo "ok" > "$2"
