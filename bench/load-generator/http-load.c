// A lean HTTP/1.1 load generator: one thread, epoll, keep-alive connections, each sending its next
// request as soon as the last reply is complete. On a machine of two cores the load generator
// shares the CPU with the portal it measures; this one spends one write and one read a request
// (wrk adds an epoll_ctl pair and a wake-up for each write), so more of the cores stay the portal's.
//
// Usage: http-load HOST PORT CONNECTIONS SECONDS TIMEOUT_SECONDS REQUEST_FILE
// The request file holds the whole request, headers and body, sent as is on every request.
// Prints "key value" lines: requests, seconds, errors by kind, and the latency tail in
// microseconds from the 90th percentile up (as load-tool.ts reads them).
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

enum { READ_BUFFER = 1 << 18 };

enum reply_part { PART_HEAD, PART_BODY, PART_CHUNK_SIZE, PART_CHUNK_DATA, PART_CHUNK_END, PART_TRAILER };

struct connection {
  int fd;
  int is_connected;
  size_t sent;          // bytes of the request written so far
  int64_t started_ns;   // when the request's first byte was written
  // The reply being read.
  enum reply_part part;
  char head[8192];      // the status line and headers, until the blank line
  size_t head_length;
  uint64_t remaining;   // body or chunk bytes still to come
  int is_chunked;
  int must_close;
  int status;
};

static const char *request;
static size_t request_length;
static struct sockaddr_in address;
static int epoll_fd;

static uint32_t *latencies_us;
static size_t latency_count, latency_capacity;
static uint64_t errors_connect, errors_read, errors_write, errors_timeout, errors_status;

static int64_t now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void record(int64_t latency_ns) {
  if (latency_count == latency_capacity) {
    latency_capacity = latency_capacity ? latency_capacity * 2 : 1 << 16;
    latencies_us = realloc(latencies_us, latency_capacity * sizeof *latencies_us);
    if (!latencies_us) {
      perror("realloc");
      exit(1);
    }
  }
  uint64_t us = (uint64_t)latency_ns / 1000;
  latencies_us[latency_count++] = us > UINT32_MAX ? UINT32_MAX : (uint32_t)us;
}

static void open_connection(struct connection *c) {
  c->fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  if (c->fd < 0) {
    perror("socket");
    exit(1);
  }
  int on = 1;
  setsockopt(c->fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
  c->is_connected = 0;
  c->sent = 0;
  c->part = PART_HEAD;
  c->head_length = 0;
  c->started_ns = now_ns();
  if (connect(c->fd, (struct sockaddr *)&address, sizeof address) < 0 && errno != EINPROGRESS) {
    errors_connect++;
  }
  struct epoll_event event = {.events = EPOLLIN | EPOLLOUT, .data.ptr = c};
  epoll_ctl(epoll_fd, EPOLL_CTL_ADD, c->fd, &event);
}

static void reopen(struct connection *c) {
  close(c->fd);  // closing also takes it out of the epoll set
  open_connection(c);
}

/** Writes what is left of the request; asks to hear when the socket can take more if it is full. */
static int send_request(struct connection *c) {
  if (c->sent == 0) c->started_ns = now_ns();
  while (c->sent < request_length) {
    ssize_t n = write(c->fd, request + c->sent, request_length - c->sent);
    if (n > 0) {
      c->sent += (size_t)n;
      continue;
    }
    if (n < 0 && errno == EAGAIN) {
      struct epoll_event event = {.events = EPOLLIN | EPOLLOUT, .data.ptr = c};
      epoll_ctl(epoll_fd, EPOLL_CTL_MOD, c->fd, &event);
      return 0;
    }
    errors_write++;
    return -1;
  }
  return 0;
}

/** Whether `line` (of `length` bytes) holds `word` (lower case), in any case. */
static int line_holds(const char *line, size_t length, const char *word) {
  size_t word_length = strlen(word);
  for (size_t i = 0; i + word_length <= length; i++) {
    if (strncasecmp(line + i, word, word_length) == 0) return 1;
  }
  return 0;
}

/** Reads the status, Content-Length, chunked and close headers out of a head of `length` bytes. */
static void read_head(struct connection *c, const char *head, size_t length) {
  c->status = 0;
  // "HTTP/1.1 200 OK": the status is the three digits after the first space.
  if (length > 12 && head[8] == ' ') c->status = (head[9] - '0') * 100 + (head[10] - '0') * 10 + (head[11] - '0');
  c->is_chunked = 0;
  c->must_close = 0;
  c->remaining = 0;
  const char *end = head + length;
  for (const char *line = memchr(head, '\n', length); line && line + 1 < end;) {
    line++;
    const char *next = memchr(line, '\n', (size_t)(end - line));
    size_t line_length = (size_t)((next ? next : end) - line);
    if (line_length > 15 && strncasecmp(line, "content-length:", 15) == 0) {
      c->remaining = strtoull(line + 15, NULL, 10);
    } else if (line_length > 18 && strncasecmp(line, "transfer-encoding:", 18) == 0) {
      c->is_chunked = line_holds(line + 18, line_length - 18, "chunked");
    } else if (line_length > 11 && strncasecmp(line, "connection:", 11) == 0) {
      c->must_close = line_holds(line + 11, line_length - 11, "close");
    }
    line = next;
  }
}

/** A reply is complete: count it, then send the next request (or reconnect first). */
static int finish_reply(struct connection *c) {
  record(now_ns() - c->started_ns);
  if (c->status < 200 || c->status >= 400) errors_status++;
  c->part = PART_HEAD;
  c->head_length = 0;
  c->sent = 0;
  if (c->must_close || send_request(c) < 0) {
    reopen(c);
    return 1;
  }
  return 0;
}

/**
 * Copies bytes into the connection's head buffer until it ends with `end`: answers 1 once it does,
 * 0 when the bytes ran out first, -1 when it outgrew the buffer.
 */
static int gather_until(struct connection *c, const char *data, size_t length, size_t *at, const char *end) {
  size_t end_length = strlen(end);
  while (*at < length) {
    if (c->head_length >= sizeof c->head - 1) return -1;
    c->head[c->head_length++] = data[(*at)++];
    if (c->head_length >= end_length && memcmp(c->head + c->head_length - end_length, end, end_length) == 0) {
      return 1;
    }
  }
  return 0;
}

/** Passes over what is left of a body or chunk among these bytes; answers whether all of it was. */
static int skip_remaining(struct connection *c, size_t length, size_t *at) {
  size_t take = length - *at < c->remaining ? length - *at : (size_t)c->remaining;
  *at += take;
  c->remaining -= take;
  return c->remaining == 0;
}

/**
 * Consumes the bytes read into the reply being parsed. Answers -1 for a reply it cannot read, 1
 * when the connection was reopened after a reply (the rest of the bytes are dropped), else 0.
 */
static int consume(struct connection *c, const char *data, size_t length) {
  size_t at = 0;
  while (at < length) {
    switch (c->part) {
      case PART_HEAD: {
        // The head ends at the first blank line. Read in place when one read holds it whole (as
        // nearly always); otherwise copied until it is complete.
        const char *blank = c->head_length == 0 ? memmem(data + at, length - at, "\r\n\r\n", 4) : NULL;
        if (blank) {
          size_t head_length = (size_t)(blank + 4 - (data + at));
          read_head(c, data + at, head_length);
          at += head_length;
        } else {
          int gathered = gather_until(c, data, length, &at, "\r\n\r\n");
          if (gathered <= 0) return gathered;
          read_head(c, c->head, c->head_length);
        }
        c->head_length = 0;
        if (c->is_chunked) {
          c->part = PART_CHUNK_SIZE;
        } else if (c->remaining > 0) {
          c->part = PART_BODY;
        } else {
          int result = finish_reply(c);
          if (result != 0) return result;
        }
        break;
      }
      case PART_BODY: {
        if (skip_remaining(c, length, &at)) {
          int result = finish_reply(c);
          if (result != 0) return result;
        }
        break;
      }
      case PART_CHUNK_SIZE: {
        // "1a2b\r\n" (an extension after ';' is ignored): kept in head until its line ends.
        int gathered = gather_until(c, data, length, &at, "\r\n");
        if (gathered <= 0) return gathered;
        c->head[c->head_length] = '\0';
        c->remaining = strtoull(c->head, NULL, 16);
        c->head_length = 0;
        c->part = c->remaining == 0 ? PART_TRAILER : PART_CHUNK_DATA;
        break;
      }
      case PART_CHUNK_DATA: {
        if (skip_remaining(c, length, &at)) {
          c->part = PART_CHUNK_END;
          c->remaining = 2;  // the CRLF after the data
        }
        break;
      }
      case PART_CHUNK_END: {
        if (skip_remaining(c, length, &at)) c->part = PART_CHUNK_SIZE;
        break;
      }
      case PART_TRAILER: {
        // Trailer lines, if any, then the blank line that ends the reply.
        int gathered = gather_until(c, data, length, &at, "\r\n");
        if (gathered <= 0) return gathered;
        int is_blank = c->head_length == 2;
        c->head_length = 0;
        if (is_blank) {
          int result = finish_reply(c);
          if (result != 0) return result;
        }
        break;
      }
    }
  }
  return 0;
}

static int by_value(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return (x > y) - (x < y);
}

/** The latency at a percentile, as HdrHistogram (and so wrk) reads it: the value at that rank. */
static uint32_t percentile(double p) {
  if (latency_count == 0) return 0;
  size_t rank = (size_t)((p / 100.0) * (double)latency_count + 0.5);
  if (rank < 1) rank = 1;
  if (rank > latency_count) rank = latency_count;
  return latencies_us[rank - 1];
}

static char *read_file(const char *file, size_t *length) {
  FILE *in = fopen(file, "rb");
  if (!in) {
    perror(file);
    exit(2);
  }
  fseek(in, 0, SEEK_END);
  long size = ftell(in);
  fseek(in, 0, SEEK_SET);
  char *text = malloc((size_t)size + 1);
  if (!text || fread(text, 1, (size_t)size, in) != (size_t)size) {
    perror(file);
    exit(2);
  }
  fclose(in);
  *length = (size_t)size;
  return text;
}

int main(int argc, char **argv) {
  if (argc != 7) {
    fprintf(stderr, "usage: %s HOST PORT CONNECTIONS SECONDS TIMEOUT_SECONDS REQUEST_FILE\n", argv[0]);
    return 2;
  }
  address.sin_family = AF_INET;
  address.sin_port = htons((uint16_t)atoi(argv[2]));
  if (inet_pton(AF_INET, argv[1], &address.sin_addr) != 1) {
    fprintf(stderr, "not an IPv4 address: %s\n", argv[1]);
    return 2;
  }
  int connections = atoi(argv[3]);
  double seconds = atof(argv[4]);
  int64_t timeout_ns = (int64_t)(atof(argv[5]) * 1e9);
  request = read_file(argv[6], &request_length);
  if (connections < 1 || seconds <= 0 || request_length == 0) {
    fprintf(stderr, "connections and seconds must be positive, and the request not empty\n");
    return 2;
  }

  epoll_fd = epoll_create1(EPOLL_CLOEXEC);
  struct connection *pool = calloc((size_t)connections, sizeof *pool);
  struct epoll_event *events = calloc((size_t)connections, sizeof *events);
  char *buffer = malloc(READ_BUFFER);
  if (!pool || !events || !buffer) {
    perror("calloc");
    return 1;
  }
  int64_t start = now_ns();
  int64_t end = start + (int64_t)(seconds * 1e9);
  int64_t next_timeout_check = start + 100000000;
  for (int i = 0; i < connections; i++) open_connection(&pool[i]);

  for (;;) {
    int64_t now = now_ns();
    if (now >= end) break;
    int wait_ms = (int)((end - now) / 1000000) + 1;
    if (wait_ms > 100) wait_ms = 100;
    int ready = epoll_wait(epoll_fd, events, connections, wait_ms);
    for (int i = 0; i < ready; i++) {
      struct connection *c = events[i].data.ptr;
      if (!c->is_connected) {
        if (events[i].events & (EPOLLERR | EPOLLHUP)) {
          errors_connect++;
          reopen(c);
          continue;
        }
        c->is_connected = 1;
        struct epoll_event event = {.events = EPOLLIN, .data.ptr = c};
        epoll_ctl(epoll_fd, EPOLL_CTL_MOD, c->fd, &event);
        if (send_request(c) < 0) reopen(c);
        continue;
      }
      if (events[i].events & EPOLLOUT) {
        // The socket took the rest of a request that had filled it: back to reading only.
        struct epoll_event event = {.events = EPOLLIN, .data.ptr = c};
        epoll_ctl(epoll_fd, EPOLL_CTL_MOD, c->fd, &event);
        if (send_request(c) < 0) {
          reopen(c);
          continue;
        }
      }
      if (events[i].events & (EPOLLIN | EPOLLERR | EPOLLHUP)) {
        ssize_t n = read(c->fd, buffer, READ_BUFFER);
        if (n > 0) {
          if (consume(c, buffer, (size_t)n) < 0) {
            errors_read++;
            reopen(c);
          }
        } else if (n == 0 || errno != EAGAIN) {
          // Closed by the server mid-reply, or between replies: count it when a reply was due.
          if (c->sent > 0) errors_read++;
          reopen(c);
        }
      }
    }
    now = now_ns();
    if (now >= next_timeout_check) {
      next_timeout_check = now + 100000000;
      for (int i = 0; i < connections; i++) {
        if (pool[i].sent > 0 && now - pool[i].started_ns > timeout_ns) {
          errors_timeout++;
          reopen(&pool[i]);
        }
      }
    }
  }
  double elapsed = (double)(now_ns() - start) / 1e9;

  qsort(latencies_us, latency_count, sizeof *latencies_us, by_value);
  printf("requests %zu\n", latency_count);
  printf("seconds %.3f\n", elapsed);
  printf("errors connect %llu read %llu write %llu timeout %llu status %llu\n",
         (unsigned long long)errors_connect, (unsigned long long)errors_read,
         (unsigned long long)errors_write, (unsigned long long)errors_timeout,
         (unsigned long long)errors_status);
  printf("p50 %u\n", percentile(50));
  printf("p99 %u\n", percentile(99));
  printf("tail requests %zu\n", latency_count);
  for (int step = 1800; step <= 1999; step++) printf("tail %.2f %u\n", step / 20.0, percentile(step / 20.0));
  printf("tail 100.00 %u\n", latency_count ? latencies_us[latency_count - 1] : 0);
  return 0;
}
