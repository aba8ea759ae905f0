//! The library's proofs (`crates/cpkit/verify/<id>/`), judged on their
//! committed cases, one test each, `<id>::judged_cases`: the judge-build
//! check (the file built as Library Checker builds it, but unoptimised,
//! answering every case, and compiling under every edition), then the
//! golden test on that same build (every case judged by its checker, its
//! output pinned in the proof's own `tests/snapshots/`).
//!
//! The build is [`Build::Unoptimised`]: the judge's program (its edition,
//! no overflow checks, no debug assertions), so what it answers is what the
//! judge's build answers, compiled in a third of the time (0.45 against
//! 1.35 CPU-s a proof; 251 proofs, about 90 s of CI on 2 cores;
//! docs/performance.md). Five proofs whose cases run long unoptimised are
//! judged on the judge's own build ([`JUDGED_OPTIMISED`]). How fast the judge's optimised build is, is
//! `cargo xtask official`'s to measure, on the official cases. The
//! library's own tests run its modules in debug builds, overflow checks
//! on, so no debug build of each proof is made.
//!
//! One test binary for all of them, not one per proof: 166 binaries ran one
//! after another, each mostly waiting on its compiler, and every one was a
//! build and a link of its own. Here the test harness runs the proofs side
//! by side, and one proof is `cargo test -p cpkit --test proofs <id>`.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::{Condvar, Mutex, PoisonError};

use judging::golden::Golden;
use judging::session::Build;

/// The folder of the proofs.
fn verify_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("verify")
}

/// The golden tests of the proof `id` (its folder's name with `_` for `-`).
fn golden(id: &str) -> Golden {
    let folder = id.replace('_', "-");
    let dir = verify_dir().join(&folder);
    Golden::of_package(
        dir.to_str().expect("the checkout's path is UTF-8"),
        &format!("verify-{}", folder),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// A proof's share of the processor, held while it is checked: at most one
/// proof a core at a time, whatever the test threads. A proof is bound by
/// its compilers (three at once, see [`judging::judge_build`]), so more of
/// them side by side only makes each slower: with 3 test threads on 2
/// cores (`RUST_TEST_THREADS=3`), the 251 proofs took 283 s against 248 s
/// with 2, and 262 s with 3 and this limit.
struct Core;

/// How many proofs hold a [`Core`], and the wait for one to be let go. (The
/// harness runs on the developer's toolchain, never on a judge's: the
/// library's 1.58 is not its floor.)
#[allow(clippy::incompatible_msrv)]
static HELD: (Mutex<usize>, Condvar) = (Mutex::new(0), Condvar::new());

impl Core {
    #[allow(clippy::incompatible_msrv)]
    fn take() -> Core {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        let (held, freed) = &HELD;
        let mut held = held.lock().unwrap_or_else(PoisonError::into_inner);
        while *held >= cores {
            held = freed.wait(held).unwrap_or_else(PoisonError::into_inner);
        }
        *held += 1;
        Core
    }
}

impl Drop for Core {
    fn drop(&mut self) {
        let (held, freed) = &HELD;
        *held.lock().unwrap_or_else(PoisonError::into_inner) -= 1;
        freed.notify_one();
    }
}

/// The proofs judged on the judge's own optimised build instead: their
/// committed cases take longer unoptimised than the build saves. Build and
/// cases, CPU-s, unoptimised against the judge's build (2026-12-07):
/// `sum_of_multiplicative_function` 8.7 against 1.7, `counting_squarefrees`
/// 3.2 against 1.2, `q_binomial_coefficient_prime_mod` 1.8 against 1.1,
/// `discrete_logarithm_fixed_mod` 1.5 against 0.9 and
/// `binomial_coefficient_prime_mod` 1.0 against 0.8.
const JUDGED_OPTIMISED: &[&str] = &[
    "binomial_coefficient_prime_mod",
    "counting_squarefrees",
    "discrete_logarithm_fixed_mod",
    "q_binomial_coefficient_prime_mod",
    "sum_of_multiplicative_function",
];

/// Proof `id` checked as its judge builds it (unoptimised, but for
/// [`JUDGED_OPTIMISED`]), then every case judged on that build, its output
/// pinned in its snapshot.
fn judged_cases(id: &str) {
    let _core = Core::take();
    let snapshots = judging::snapshots::dir(&verify_dir().join(id.replace('_', "-")));
    let golden = golden(id);
    let build = if JUDGED_OPTIMISED.contains(&id) {
        Build::Judge
    } else {
        Build::Unoptimised
    };
    golden.judge_build_judged_on(build);
    golden.run_built(build, |input, text| {
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path(&snapshots);
        settings.set_prepend_module_to_snapshot(false);
        settings.set_snapshot_suffix(judging::snapshots::suffix(input));
        settings.set_input_file(input);
        settings.bind(|| {
            insta::assert_snapshot!(judging::snapshots::PREFIX, text);
        });
    });
}

/// A test per proof, in a module named after it.
macro_rules! proofs {
    ($($id:ident)*) => {
        $(
            mod $id {
                #[test]
                fn judged_cases() {
                    crate::judged_cases(stringify!($id));
                }
            }
        )*

        /// The proofs listed here.
        const LISTED: &[&str] = &[$(stringify!($id)),*];
    };
}

proofs! {
    addition_of_big_integers
    addition_of_hex_big_integers
    adjugate_matrix
    aho_corasick
    aplusb
    area_of_union_of_rectangles
    assignment
    associative_array
    bell_number
    bernoulli_number
    biconnected_components
    binomial_coefficient
    binomial_coefficient_prime_mod
    bipartite_edge_coloring
    bipartitematching
    bitwise_and_convolution
    bitwise_xor_convolution
    cartesian_tree
    characteristic_polynomial
    chordal_graph_recognition
    chromatic_number
    chromatic_polynomial
    closest_pair
    common_interval_decomposition_tree
    composition_of_formal_power_series
    composition_of_formal_power_series_large
    compositional_inverse_of_formal_power_series
    compositional_inverse_of_formal_power_series_large
    connected_components_of_complement_graph
    consecutive_terms_of_linear_recurrent_sequence
    conversion_from_monomial_basis_to_newton_basis
    convex_layers
    convolution_f_2_64
    convolution_mod
    convolution_mod_1000000007
    convolution_mod_2_64
    convolution_mod_large
    count_points_in_triangle
    counting_c4
    counting_eulerian_circuits
    counting_primes
    counting_spanning_tree_directed
    counting_spanning_tree_undirected
    counting_squarefrees
    cycle_detection
    cycle_detection_undirected
    deque
    deque_operate_all_composite
    directedmst
    dirichlet_convolution_and_prefix_sums
    dirichlet_inverse_and_prefix_sums
    discrete_logarithm_fixed_mod
    discrete_logarithm_mod
    division_of_big_integers
    division_of_hex_big_integers
    division_of_polynomials
    dominatortree
    double_ended_priority_queue
    dynamic_graph_vertex_add_component_sum
    dynamic_point_set_rectangle_affine_rectangle_sum
    dynamic_sequence_range_affine_range_sum
    dynamic_tree_subtree_add_subtree_sum
    dynamic_tree_vertex_add_path_sum
    dynamic_tree_vertex_add_subtree_sum
    dynamic_tree_vertex_set_path_composite
    eertree
    enumerate_cliques
    enumerate_palindromes
    enumerate_primes
    enumerate_quotients
    enumerate_triangles
    euclidean_mst
    eulerian_trail_directed
    eulerian_trail_undirected
    exp_of_formal_power_series
    exp_of_formal_power_series_sparse
    exp_of_set_power_series
    factorial
    factorization_of_polynomials
    factorize
    find_linear_recurrence
    frequency_table_of_tree_distance
    furthest_pair
    gcd_convolution
    gcd_of_gaussian_integers
    general_matching
    general_weighted_matching
    global_minimum_cut_of_dynamic_star_augmented_graph
    hafnian_of_matrix
    incremental_minimum_spanning_forest
    incremental_scc
    intersection_of_f2_vector_spaces
    inv_of_formal_power_series
    inv_of_formal_power_series_2d
    inv_of_formal_power_series_sparse
    inv_of_polynomials
    inverse_matrix
    inverse_matrix_mod_2
    jump_on_tree
    k_shortest_walk
    kth_root_integer
    kth_root_mod
    kth_term_of_linearly_recurrent_sequence
    lca
    lcm_convolution
    line_add_get_min
    log_of_formal_power_series
    log_of_formal_power_series_sparse
    log_of_set_power_series
    longest_common_substring
    longest_increasing_subsequence
    lyndon_factorization
    majority_voting
    manhattanmst
    many_aplusb
    many_aplusb_128bit
    many_factorials
    matrix_det
    matrix_det_arbitrary_mod
    matrix_det_mod_2
    matrix_product
    matrix_product_mod_2
    matrix_rank
    matrix_rank_mod_2
    maximum_independent_set
    min_cost_b_flow
    min_of_mod_of_linear
    min_plus_convolution_concave_arbitrary
    min_plus_convolution_convex_arbitrary
    min_plus_convolution_convex_convex
    minimum_diameter_spanning_tree
    minimum_enclosing_circle
    minimum_spanning_tree
    minimum_steiner_tree
    montmort_number_mod
    mul_mod2n_convolution
    mul_modp_convolution
    multiplication_of_big_integers
    multiplication_of_hex_big_integers
    multipoint_evaluation
    multipoint_evaluation_on_geometric_sequence
    multivariate_convolution
    multivariate_convolution_cyclic
    nim_product_64
    number_of_increasing_sequences_between_two_sequences
    number_of_subsequences
    number_of_substrings
    ordered_set
    palindromes_in_deque
    partition_function
    persistent_queue
    persistent_range_affine_range_sum
    persistent_unionfind
    pfaffian_of_matrix
    point_add_range_sum
    point_add_rectangle_sum
    point_set_range_composite
    point_set_range_composite_large_array
    point_set_range_frequency
    point_set_range_sort_range_composite
    point_set_tree_path_composite_sum
    point_set_tree_path_composite_sum_fixed_root
    polynomial_composite_set_power_series
    polynomial_interpolation
    polynomial_interpolation_on_geometric_sequence
    polynomial_root_finding
    polynomial_taylor_shift
    pow_of_formal_power_series
    pow_of_formal_power_series_sparse
    pow_of_matrix
    power_projection_of_set_power_series
    predecessor_problem
    prefix_substring_lcs
    primality_test
    primitive_root
    product_of_polynomial_sequence
    q_binomial_coefficient_prime_mod
    queue_operate_all_composite
    range_add_range_min
    range_affine_point_get
    range_affine_range_sum
    range_affine_range_sum_large_array
    range_chmin_chmax_add_range_sum
    range_kth_smallest
    range_linear_add_range_min
    range_parallel_unionfind
    range_reverse_range_sum
    range_set_range_composite
    rational_approximation
    rectangle_add_point_get
    rectangle_sum
    rooted_tree_isomorphism_classification
    rooted_tree_topological_order_with_minimum_inversions
    runenumerate
    scc
    segment_add_get_min
    set_xor_min
    sharp_p_subset_sum
    shift_of_sampling_points_of_polynomial
    shortest_path
    sort_points_by_argument
    sparse_matrix_det
    sqrt_mod
    sqrt_of_formal_power_series
    sqrt_of_formal_power_series_sparse
    st_numbering
    static_convex_hull
    static_range_count_distinct
    static_range_frequency
    static_range_inversions_query
    static_range_lis_query
    static_range_mode_query
    static_range_sum
    static_range_sum_with_upper_bound
    static_rectangle_add_rectangle_sum
    staticrmq
    stern_brocot_tree
    stirling_number_of_the_first_kind
    stirling_number_of_the_first_kind_fixed_k
    stirling_number_of_the_first_kind_small_p_large_n
    stirling_number_of_the_second_kind
    stirling_number_of_the_second_kind_fixed_k
    stirling_number_of_the_second_kind_small_p_large_n
    subset_convolution
    suffixarray
    sum_of_exponential_times_polynomial
    sum_of_exponential_times_polynomial_limit
    sum_of_floor_of_linear
    sum_of_multiplicative_function
    sum_of_multiplicative_function_large
    sum_of_totient_function
    system_of_linear_equations
    system_of_linear_equations_mod_2
    tetration_mod
    three_edge_connected_components
    tree_decomposition_width_2
    tree_diameter
    tree_path_composite_sum
    two_edge_connected_components
    two_sat
    two_square_sum
    unionfind
    unionfind_with_potential
    unionfind_with_potential_non_commutative_group
    vertex_add_path_sum
    vertex_add_range_contour_sum_on_tree
    vertex_add_subtree_sum
    vertex_get_range_contour_add_on_tree
    vertex_set_path_composite
    wildcard_pattern_matching
    zalgorithm
}

/// A proof added to `crates/cpkit/verify/` and not listed above would never
/// be judged, and one listed (or in [`JUDGED_OPTIMISED`]) that is gone
/// would be a name for nothing: this names either.
#[test]
fn every_proof_is_listed() {
    let mut folders: Vec<String> = fs::read_dir(verify_dir())
        .expect("crates/cpkit/verify is there")
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.path().join("Cargo.toml").is_file())
        .map(|entry| entry.file_name().to_string_lossy().replace('-', "_"))
        .collect();
    folders.sort();
    let missing: Vec<&String> = folders
        .iter()
        .filter(|id| !LISTED.contains(&id.as_str()))
        .collect();
    let gone: Vec<&&str> = LISTED
        .iter()
        .chain(JUDGED_OPTIMISED)
        .filter(|id| !folders.iter().any(|folder| folder == *id))
        .collect();
    assert!(
        missing.is_empty() && gone.is_empty(),
        "crates/cpkit/tests/proofs/main.rs lists the proofs in `proofs! {{ ... }}` \
         (and a few in JUDGED_OPTIMISED); add {:?}, remove {:?}",
        missing,
        gone
    );
}
