//! The kit's command line as its users meet it: every `cargo xtask`
//! command run as a program on scratch kits (see [`kit`]), one module per
//! command. One test binary, so Cargo builds and links one program for all
//! of them, not one per file.

mod kit;
mod listener;
mod lsp;

mod accept;
mod architecture;
mod archive;
mod checkout;
mod cli;
mod debug;
mod editor;
mod faults;
mod features;
mod first_hour;
mod judge;
mod judges;
mod leetcode;
mod leetcode_main;
mod listen;
mod listen_guard;
mod matrix;
mod messages;
mod new;
mod official;
mod plot;
mod readme;
mod sample;
mod stress;
mod stress_drawn;
mod stress_graph;
mod stress_interactive;
mod stress_six;
mod submit;
mod watch;
