//! Who the listener serves: Competitive Companion and local tools, never a
//! web page.
//!
//! Browsers let any page send a "simple" request (a POST whose content type
//! is `text/plain`, say) to any address, 127.0.0.1 included, without asking
//! the server first; only other content types, JSON among them, need the
//! server's consent (a CORS preflight, which this server refuses). So a page
//! could create problems in the user's checkout. The extension always sends
//! `Content-Type: application/json`, from an extension origin
//! (`chrome-extension://…`, `moz-extension://…`) or none, to `localhost`;
//! curl and scripts send no `Origin`. Everything else is refused:
//!
//! - an `Origin` that is not an extension's: `http(s)://` pages, and `null`,
//!   which sandboxed frames and local files send;
//! - a content type other than `application/json`;
//! - a `Host` other than `localhost`, `127.0.0.1` or `[::1]`: a page whose
//!   own name was made to resolve to 127.0.0.1 (DNS rebinding) sends its
//!   own name there.

use tiny_http::Request;

/// The origins of browser extensions, the only web origins served.
const EXTENSION_SCHEMES: [&str; 3] = ["chrome-extension", "moz-extension", "safari-web-extension"];

/// The host names a local request is addressed to.
const LOCAL_HOSTS: [&str; 3] = ["localhost", "127.0.0.1", "[::1]"];

/// `Ok` for a request the listener serves, else why not (for a 403).
pub fn allowed(request: &Request) -> Result<(), String> {
    let header = |name: &'static str| {
        request
            .headers()
            .iter()
            .find(|header| header.field.equiv(name))
            .map(|header| header.value.as_str().to_string())
    };
    check(
        header("Origin").as_deref(),
        header("Content-Type").as_deref(),
        header("Host").as_deref(),
    )
}

/// The rule itself, on the three headers' values.
pub fn check(
    origin: Option<&str>,
    content_type: Option<&str>,
    host: Option<&str>,
) -> Result<(), String> {
    if let Some(origin) = origin {
        let scheme = origin.split("://").next().unwrap_or("").trim();
        let extension = origin.contains("://")
            && EXTENSION_SCHEMES
                .iter()
                .any(|allowed| scheme.eq_ignore_ascii_case(allowed));
        if !extension {
            return Err(format!(
                "a request from {:?}: only Competitive Companion (a browser extension) and local \
                 tools are served, never a web page",
                origin
            ));
        }
    }
    let media_type = content_type
        .map(|value| {
            value
                .split(';')
                .next()
                .unwrap_or("")
                .trim()
                .to_ascii_lowercase()
        })
        .unwrap_or_default();
    if media_type != "application/json" {
        return Err(format!(
            "a body of content type {:?}: only application/json is served, as Competitive \
             Companion sends",
            content_type.unwrap_or("(none)")
        ));
    }
    if let Some(host) = host {
        let name = match host.rfind(':') {
            // `[::1]:6174`, `localhost:6174`; a bare `[::1]` keeps its colons.
            Some(colon) if !host[colon..].contains(']') => &host[..colon],
            _ => host,
        };
        if !LOCAL_HOSTS
            .iter()
            .any(|local| name.eq_ignore_ascii_case(local))
        {
            return Err(format!(
                "a request addressed to {:?}: only localhost, 127.0.0.1 and [::1] are served",
                host
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::check;

    const JSON: Option<&str> = Some("application/json");
    const HOST: Option<&str> = Some("localhost:6174");

    #[test]
    fn the_extension_and_local_tools_are_served() {
        for origin in [
            None,
            Some("chrome-extension://cjnmckjndlpiamhfimnnjmnckgghkjbl"),
            Some("moz-extension://4b1c9a0e-0000-4000-8000-000000000000"),
        ] {
            assert_eq!(check(origin, JSON, HOST), Ok(()), "{:?}", origin);
        }
        assert_eq!(
            check(
                None,
                Some("application/json; charset=utf-8"),
                Some("127.0.0.1:6174")
            ),
            Ok(())
        );
        assert_eq!(
            check(None, Some("Application/JSON"), Some("[::1]:6174")),
            Ok(())
        );
        assert_eq!(check(None, JSON, None), Ok(()));
    }

    #[test]
    fn web_pages_are_refused() {
        for origin in [
            "https://evil.example",
            "http://localhost:8080",
            "null",
            "chrome-extension",
        ] {
            let refused = check(Some(origin), JSON, HOST).unwrap_err();
            assert!(refused.contains("never a web page"), "{}", refused);
        }
    }

    #[test]
    fn bodies_a_page_may_send_unasked_are_refused() {
        for content_type in [
            None,
            Some("text/plain"),
            Some("application/x-www-form-urlencoded"),
            Some("multipart/form-data; boundary=x"),
        ] {
            let refused = check(None, content_type, HOST).unwrap_err();
            assert!(refused.contains("only application/json"), "{}", refused);
        }
    }

    #[test]
    fn other_host_names_are_refused() {
        for host in [
            "evil.example:6174",
            "127.0.0.1.evil.example",
            "localhost.evil:6174",
        ] {
            let refused = check(None, JSON, Some(host)).unwrap_err();
            assert!(refused.contains("only localhost"), "{}", refused);
        }
    }
}
