//! `cargo xtask listen [--port P]`: receive problems from the browser.
//!
//! The Competitive Companion extension parses a problem page (or a whole
//! contest) and POSTs one JSON document per problem to tools listening on
//! localhost. This is such a tool: an HTTP server bound to 127.0.0.1 only
//! (tiny_http; JSON by serde) that turns each document into a problem, as
//! `cargo xtask new` would make it, with the page's samples (see
//! [`receive`]). The extension gives up after about half a second and never
//! reads the answer, so the server answers at once (200, or 4xx with the
//! reason) and a worker thread writes the files and prints one line per
//! problem, and a summary when every problem of a contest has arrived.
//!
//! Any web page the user has open can send requests to 127.0.0.1 too, so
//! the server serves only the extension and local tools (see [`guard`]):
//! a request from a web page's origin, one whose content type is not JSON
//! (what a page may send without asking the browser first), or one
//! addressed to another host name (DNS rebinding) gets 403 and writes
//! nothing; a document's address is validated before anything is written.
//!
//! One slow or stalled client never holds up another: each request is read
//! and answered on a thread of its own (at most [`IN_FLIGHT`] at once; past
//! that, 503), and every read from a client times out after
//! [`READ_TIMEOUT`]. tiny_http has no timeout of its own, so it is the
//! socket's (`SO_RCVTIMEO`), set on the listening socket, which Linux copies
//! to every connection it accepts: a body that times out is refused here
//! with 408; a head that times out ends its connection unanswered
//! (tiny_http answers 408 only to `TimedOut`, and the socket's timeout
//! reads as `WouldBlock`).
//! On the listening socket the same timeout ends an `accept` that waited
//! that long, which stops tiny_http's accepting thread: a new server then
//! takes over the same socket (nothing waiting in it is lost). Issue 48: one upload that
//! stopped in its body blocked every other client for as long as its
//! socket stayed open.

pub mod guard;
pub mod naming;
pub mod receive;
pub mod task;

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Arc};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{anyhow, Result};
use tiny_http::{Header, Method, Request, Response, Server};

use crate::project::Project;
use task::Task;

/// The largest body read: the biggest problem documents (many samples) are
/// a few megabytes.
pub const BODY_LIMIT: usize = 16 << 20;

/// How long a read from a client may wait for its next bytes: the extension
/// sends its document at once, on the same machine; a busy machine may
/// still take seconds to schedule it.
pub const READ_TIMEOUT: Duration = Duration::from_secs(10);

/// How many requests are read at the same time, at most.
pub const IN_FLIGHT: usize = 32;

/// Serves until Ctrl-C (or until `stop` is set), printing what it does to
/// `log`. `ready` gets the bound address once the server listens.
pub fn serve(
    project: &Project,
    port: u16,
    stop: Arc<AtomicBool>,
    mut ready: impl FnMut(SocketAddr),
) -> Result<()> {
    let cannot_listen = |err: &dyn std::fmt::Display| {
        anyhow!(
            "cannot listen on 127.0.0.1:{}: {}; pick another port with --port and add it to the \
             extension's custom ports",
            port,
            err
        )
    };
    let listener =
        std::net::TcpListener::bind(("127.0.0.1", port)).map_err(|err| cannot_listen(&err))?;
    let timeout = nix::sys::time::TimeVal::new(
        READ_TIMEOUT.as_secs() as _,
        READ_TIMEOUT.subsec_micros() as _,
    );
    nix::sys::socket::setsockopt(
        &listener,
        nix::sys::socket::sockopt::ReceiveTimeout,
        &timeout,
    )
    .map_err(|err| cannot_listen(&err))?;
    let address = listener
        .local_addr()
        .map_err(|err| anyhow!("the server has no address: {}", err))?;
    let start = || -> Result<Server> {
        let listener = listener.try_clone().map_err(|err| cannot_listen(&err))?;
        Server::from_listener(listener, None).map_err(|err| cannot_listen(&err))
    };
    let mut server = start()?;
    ready(address);
    let (send, received) = mpsc::channel::<Task>();
    let worker = {
        let project = project.clone();
        thread::spawn(move || write_problems(&project, received))
    };
    let in_flight = Arc::new(AtomicUsize::new(0));
    // Servers whose accepting ended, kept while their connections may still
    // deliver a request.
    let mut retired: Vec<(Server, Instant)> = Vec::new();
    while !stop.load(Ordering::SeqCst) {
        let mut requests = Vec::new();
        match server.recv_timeout(Duration::from_millis(100)) {
            Ok(Some(request)) => requests.push(request),
            Ok(None) => {}
            // The listening socket's timeout: no one connected for a while.
            // tiny_http stops accepting on any error, so a new server takes
            // over the same socket, and the old one is drained.
            Err(err)
                if matches!(
                    err.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                let old = std::mem::replace(&mut server, start()?);
                retired.push((old, Instant::now()));
            }
            Err(err) => eprintln!("error: cannot accept a connection; {}", err),
        }
        for (old, _) in &retired {
            while let Ok(Some(request)) = old.try_recv() {
                requests.push(request);
            }
        }
        // Every connection of a retired server has timed out by then.
        retired.retain(|(_, since)| since.elapsed() < READ_TIMEOUT * 3);
        for request in requests {
            serve_one(request, &send, &in_flight);
        }
    }
    drop(send);
    let _ = worker.join();
    eprintln!("stopped");
    Ok(())
}

/// Reads and answers `request` on a thread of its own (503 when
/// [`IN_FLIGHT`] are being read already); a problem document goes to the
/// worker through `send`.
fn serve_one(request: Request, send: &mpsc::Sender<Task>, in_flight: &Arc<AtomicUsize>) {
    if in_flight.fetch_add(1, Ordering::SeqCst) >= IN_FLIGHT {
        in_flight.fetch_sub(1, Ordering::SeqCst);
        let reason = format!("{} requests are being read already", IN_FLIGHT);
        let _ =
            request.respond(Response::from_string(format!("{}\n", reason)).with_status_code(503));
        eprintln!("error: refused a request; {} (503)", reason);
        return;
    }
    let send = send.clone();
    let in_flight = Arc::clone(in_flight);
    thread::spawn(move || {
        // The worker gets the document before the client hears 200, so
        // documents sent one after another are written in that order.
        if let Err(reason) = accept(request, |task| {
            let _ = send.send(task);
        }) {
            eprintln!("error: refused a request; {}", reason);
        }
        in_flight.fetch_sub(1, Ordering::SeqCst);
    });
}

/// Reads and answers one request: a problem document goes to `deliver`,
/// then 200; otherwise the status that says why, and the reason.
fn accept(mut request: Request, deliver: impl FnOnce(Task)) -> Result<(), String> {
    let refuse = |request: Request, status: u16, reason: String, extra: Option<Header>| {
        let mut response = Response::from_string(format!("{}\n", reason)).with_status_code(status);
        if let Some(header) = extra {
            response.add_header(header);
        }
        let _ = request.respond(response);
        Err(format!("{} ({})", reason, status))
    };
    if *request.method() != Method::Post {
        let allow = Header::from_bytes("Allow", "POST").expect("a valid header");
        let reason = format!(
            "{} {}: only POST, as Competitive Companion sends",
            request.method(),
            request.url()
        );
        return refuse(request, 405, reason, Some(allow));
    }
    if let Err(reason) = guard::allowed(&request) {
        return refuse(request, 403, reason, None);
    }
    if request.body_length().is_some_and(|len| len > BODY_LIMIT) {
        let reason = format!(
            "a body of {} bytes; at most {} are read",
            request.body_length().unwrap_or(0),
            BODY_LIMIT
        );
        return refuse(request, 413, reason, None);
    }
    let mut body = Vec::new();
    let read = request
        .as_reader()
        .take(BODY_LIMIT as u64 + 1)
        .read_to_end(&mut body);
    if let Err(err) = read {
        let (status, reason) = match err.kind() {
            std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut => (
                408,
                format!(
                    "the body stopped coming for {} s; {} of {} bytes were read",
                    READ_TIMEOUT.as_secs(),
                    body.len(),
                    request.body_length().unwrap_or(0)
                ),
            ),
            _ => (400, format!("cannot read the body: {}", err)),
        };
        return refuse(request, status, reason, None);
    }
    if body.len() > BODY_LIMIT {
        let reason = format!("a body of more than {} bytes", BODY_LIMIT);
        return refuse(request, 413, reason, None);
    }
    let task = match Task::parse(&body).and_then(|task| {
        receive::check(&task).map_err(|err| err.to_string())?;
        Ok(task)
    }) {
        Ok(task) => task,
        Err(reason) => return refuse(request, 400, reason, None),
    };
    deliver(task);
    let _ = request.respond(Response::from_string("received\n"));
    Ok(())
}

/// The worker: writes each problem, says so, and sums up each contest once
/// all its problems are in.
fn write_problems(project: &Project, tasks: mpsc::Receiver<Task>) {
    let mut batches: HashMap<String, Vec<String>> = HashMap::new();
    for task in tasks {
        let name = match receive::receive(project, &task) {
            Ok(received) => {
                println!("{}", received.line(&task.name));
                received.name
            }
            Err(err) => {
                eprintln!("error: {:#}", err);
                format!("{} (failed)", task.url)
            }
        };
        if let Some(batch) = &task.batch {
            let names = batches.entry(batch.id.clone()).or_default();
            names.push(name);
            if names.len() == batch.size && batch.size > 1 {
                let group = if task.group.is_empty() {
                    "the contest".to_string()
                } else {
                    format!("\"{}\"", task.group)
                };
                println!(
                    "{}: all {} problems received: {}",
                    group,
                    batch.size,
                    names.join(", ")
                );
                batches.remove(&batch.id);
            }
        }
        let _ = std::io::stdout().flush();
    }
}

/// `cargo xtask new --from <file.json>`: a saved document, received as the
/// server would receive it.
pub fn from_file(project: &Project, path: &std::path::Path) -> Result<receive::Received> {
    let body =
        std::fs::read(path).map_err(|err| anyhow!("cannot read {}: {}", path.display(), err))?;
    let task = Task::parse(&body).map_err(|reason| anyhow!("{}: {}", path.display(), reason))?;
    let received = receive::receive(project, &task)?;
    println!("{}", received.line(&task.name));
    Ok(received)
}

/// `cargo xtask listen`: serves until Ctrl-C.
pub fn task(project: &Project, args: &crate::cli::ListenArgs) -> Result<std::process::ExitCode> {
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    {
        let stop = stop.clone();
        ctrlc::set_handler(move || stop.store(true, std::sync::atomic::Ordering::SeqCst))
            .map_err(|err| anyhow::anyhow!("cannot catch Ctrl-C: {}", err))?;
    }
    serve(project, args.port, stop, |address| {
        println!(
            "listening on http://{}/ for Competitive Companion; problems go to {} (Ctrl-C stops)",
            address,
            project.show(&project.root().join("problems"))
        );
        let _ = std::io::Write::flush(&mut std::io::stdout());
    })?;
    Ok(std::process::ExitCode::SUCCESS)
}
