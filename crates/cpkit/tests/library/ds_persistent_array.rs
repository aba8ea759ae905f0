//! `PersistentArray` against a naive store of every version as a whole
//! `Vec`, through random sets on random earlier versions.

use cpkit::ds::persistent_array::{PersistentArray, Version};
use proptest::prelude::*;

fn case() -> impl Strategy<Value = (Vec<i32>, bool, Vec<(usize, usize, i32)>)> {
    // Sizes up to 600 give trees of height 0 to 3; `bool` picks `new` or
    // `from_vec`.
    (1usize..600).prop_flat_map(|n| {
        (
            prop::collection::vec(-5i32..5, n),
            any::<bool>(),
            prop::collection::vec((any::<usize>(), 0..n, -5i32..5), 0..80),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn every_version_agrees_with_its_copy((values, uniform, sets) in case()) {
        let n = values.len();
        let first = if uniform { vec![values[0]; n] } else { values };
        let mut arr = if uniform {
            PersistentArray::new(n, first[0])
        } else {
            PersistentArray::from_vec(first.clone())
        };
        let mut versions: Vec<Version> = vec![arr.initial()];
        let mut copies: Vec<Vec<i32>> = vec![first];
        for (pick, i, x) in sets {
            let k = pick % versions.len();
            versions.push(arr.set(versions[k], i, x));
            let mut copy = copies[k].clone();
            copy[i] = x;
            copies.push(copy);
        }
        prop_assert_eq!(arr.len(), n);
        for (v, copy) in versions.iter().zip(&copies) {
            prop_assert_eq!(&arr.to_vec(*v), copy);
        }
    }
}

#[test]
fn sizes_around_every_height_boundary() {
    // A tree one level taller starts after 8, 64 and 512 values; the last
    // index of each size must reach its own slot.
    for n in [1, 7, 8, 9, 63, 64, 65, 511, 512, 513, 4097] {
        let mut arr = PersistentArray::from_vec((0..n as u32).collect());
        let v0 = arr.initial();
        assert_eq!(arr.to_vec(v0), (0..n as u32).collect::<Vec<_>>());
        let v1 = arr.set(v0, n - 1, 1_000);
        assert_eq!(arr.get(v1, n - 1), 1_000);
        assert_eq!(arr.get(v0, n - 1), n as u32 - 1);
        if n > 1 {
            assert_eq!(arr.get(v1, n - 2), n as u32 - 2);
        }
    }
}

#[test]
fn empty() {
    let arr = PersistentArray::<u8>::from_vec(Vec::new());
    assert!(arr.is_empty());
    assert_eq!(arr.to_vec(arr.initial()), Vec::<u8>::new());
}

#[test]
#[should_panic]
fn an_index_out_of_range_panics() {
    let arr = PersistentArray::new(3, 0u8);
    arr.get(arr.initial(), 3);
}
