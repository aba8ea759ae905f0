//! The markers that tell series apart besides their colour (and still do on
//! a grey-scale print): a plotters element drawn at one point.
//!
//! Shapes are whole-pixel offsets from the point, with no trigonometry, so
//! the SVG is the same on every machine.

use plotters::element::{Drawable, PointCollection};
use plotters::style::RGBColor;
use plotters_backend::{BackendCoord, DrawingBackend, DrawingErrorKind};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    Circle,
    Square,
    Triangle,
    Diamond,
}

/// The shape of the `index`-th series.
pub fn shape(index: usize) -> Shape {
    const SHAPES: [Shape; 4] = [
        Shape::Circle,
        Shape::Square,
        Shape::Triangle,
        Shape::Diamond,
    ];
    SHAPES[index % SHAPES.len()]
}

/// A filled marker at `at`: a point of a chart, or a pixel of a legend.
#[derive(Debug, Clone)]
pub struct Marker<C> {
    pub at: C,
    pub shape: Shape,
    pub color: RGBColor,
}

impl<'a, C> PointCollection<'a, C> for &'a Marker<C> {
    type Point = &'a C;
    type IntoIter = std::iter::Once<&'a C>;
    fn point_iter(self) -> Self::IntoIter {
        std::iter::once(&self.at)
    }
}

impl<C, DB: DrawingBackend> Drawable<DB> for Marker<C> {
    fn draw<I: Iterator<Item = BackendCoord>>(
        &self,
        mut points: I,
        backend: &mut DB,
        _: (u32, u32),
    ) -> Result<(), DrawingErrorKind<DB::ErrorType>> {
        let Some((x, y)) = points.next() else {
            return Ok(());
        };
        let offsets: &[(i32, i32)] = match self.shape {
            Shape::Circle => return backend.draw_circle((x, y), 5, &self.color, true),
            Shape::Square => {
                return backend.draw_rect((x - 4, y - 4), (x + 4, y + 4), &self.color, true)
            }
            Shape::Triangle => &[(0, -6), (5, 4), (-5, 4)],
            Shape::Diamond => &[(0, -6), (6, 0), (0, 6), (-6, 0)],
        };
        backend.fill_polygon(offsets.iter().map(|(dx, dy)| (x + dx, y + dy)), &self.color)
    }
}
