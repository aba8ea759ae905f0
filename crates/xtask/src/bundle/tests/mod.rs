//! The bundled core as the judges compile it: tests only, no command.

mod judge_compile;
mod macros;
