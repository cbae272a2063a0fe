# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout15_lookalikes.yaml: the fifteenth blind held-out batch.

Only look-alikes this time, no credentials file: ordinary memory notes that a careless secret
detector would refuse. They are full of numbers (ports, versions, prices, postcodes, order,
tracking, invoice and serial numbers, IBANs, ISBNs, plates, SKUs, tables, log lines, stack
traces, cron lines, SQL and shell commands) and of words that name credentials in their
ordinary senses: source code, postcodes, error codes, dress codes, key takeaways, musical keys,
primary keys, boarding passes, "reset my password" with no password, PIN pads, pinned
versions, secret santa, LLM tokens, football combinations, films that open with a shot,
unlocked achievements, slow login pages, OAuth flows and thread-safe code. About a quarter
are in German, French, Spanish, Italian, Dutch, Polish and Portuguese, with those languages'
words for code, key, password and PIN used in their ordinary senses (Dutch "pinnen" is paying
by card, Polish "hasło" is also a slogan, Portuguese "senha" is also a queue ticket).

No note holds a credential, PIN, password, key, token or access code of any kind, not even an
old one: every note must be kept.

The batch was written blind: without reading the detector, its tests or the earlier corpora
(only make_heldout.py, whose helpers it reuses). Random parts come from the `secrets` module,
so a rerun draws new values; the committed YAML is what the tests read. Run
`python make_heldout15.py` from this folder to redraw.
"""

from __future__ import annotations

import secrets
import string

from make_heldout import (
    Rows,
    digits,
    ean13,
    hexs,
    iban,
    luhn,
    rnd,
    uid,
    write_corpora,
)

UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
DIGITS = string.digits


def isbn13() -> str:
    """An ISBN-13 with a valid check digit, hyphenated the usual way."""
    n = ean13("978" + secrets.choice("01"))
    return f"{n[:3]}-{n[3]}-{n[4:8]}-{n[8:12]}-{n[12]}"


def letters(n: int) -> str:
    return "".join(secrets.choice(UPPER) for _ in range(n))


def lookalikes() -> list[tuple[str, str]]:
    r = Rows()

    # --- "code" in its ordinary senses -------------------------------------------------
    r.add("source_code",
          "The source code for the allotment society website is on GitHub under allotment-soc/site; Tom reviews pull requests on Sundays.",
          "Code review notes from Thursday:\n- split the 400-line view into three functions\n- the retry loop in sync.py needs a max of 5 attempts\n- add a test for the empty basket case",
          "VS Code: the Python extension keeps picking the wrong interpreter, select .venv/bin/python with Ctrl+Shift+P > Python: Select Interpreter.")
    r.add("postal_code",
          "New office address: Unit 4, 12 Canal Street, Manchester M1 3HW. Deliveries go to the postcode on the loading bay side, M1 3HU.",
          "Mum's zip code changed when they redrew the lines: it is 02139 now, not 02138.",
          "Postcode lookup for the survey: SW1A 1AA, EH1 2NG, CF10 1EP, BT1 5GS (one from each nation).")
    r.add("error_code",
          "Windows Update fails with error code 0x80070005 (access denied); running the troubleshooter as admin fixed it.",
          "Dishwasher shows E24 again: the drain filter is blocked. Error code E15 would mean water in the base tray.",
          f"Boiler fault code F28 (no ignition). Engineer booked for Tuesday 8-12, job ref {digits(8, lead=True)}.")
    r.add("dress_code",
          "Dress code for Lena's wedding: black tie optional, no white, garden venue so no stilettos.",
          "The office dress code relaxed in June: jeans are fine except on client days.",
          "Gala dinner on the 14th, dress code 'festive cocktail'. Hire the suit from the shop on King St by the 10th.")
    r.add("promo_code_prose",
          "The bookshop emails a promo code every birthday month; it only works on full-price books and not online.",
          "Remember to enter the student discount code at checkout before the card details, otherwise the page reloads and drops it.",
          "Promo codes from the podcast sponsor never stack with the sale price, so wait for Black Friday instead.")
    r.add("qr_code",
          "The QR code on the restaurant table opens the menu, not the payment page; pay at the counter.",
          "Print the QR code for the wedding photo album on the place cards, 2 cm square is still scannable.",
          "Museum tickets are QR codes in the app; screenshot them in case the signal is bad underground.")
    r.add("building_code",
          "Building code says stair risers max 220 mm and the handrail at 900-1000 mm; the loft conversion plans show 230 mm, ask the architect.",
          "Under the new building code the bathroom fan must extract 15 l/s; ours does 8.",
          "Electrician says the consumer unit is not up to code (no RCD); quote was £520 for the swap.")
    r.add("calling_code",
          "Country calling codes for the trip: Portugal +351, Spain +34, Morocco +212. Roaming bundle covers the first two only.",
          "When calling the UK office from Germany drop the leading 0: +44 20 7946 0958, not +44 020.",
          "Dialling code for Lisbon landlines is 21, for Porto 22; mobiles start with 9.")
    r.add("hs_code",
          "Customs form for the parcel to Canada: HS code 6109.10 (cotton T-shirts), value CAD 45, gift.",
          "Our coffee export lines use HS code 0901.21 (roasted, not decaffeinated); the green beans are 0901.11.",
          "The laptop return needs HS 8471.30 on the commercial invoice, country of origin CN.")
    r.add("icd_code",
          "Referral letter lists ICD-10 M54.5 (low back pain); physio starts 3 July, six sessions.",
          "Sick note for the insurer: diagnosis code J06.9, signed off 12-16 May.",
          "The claim was bounced because the ICD code was K21.9 but the procedure was billed as a gastroscopy; resubmit with the endoscopy report.")
    r.add("colour_code",
          "Brand colours: primary #1E88E5, accent #F4511E, text #212121, background #FAFAFA.",
          "Car paint code is LY7W (Reflex Silver), on the sticker inside the driver's door; touch-up pen from the dealer.",
          "Resistor colour code: brown-black-orange-gold = 10 kΩ ±5%; red-red-brown = 220 Ω for the LEDs.")
    r.add("airport_code",
          "Trip: LHR -> LIS on TP1351, back LIS -> LGW on U2 8424. Bag drop at LHR T2 closes 40 min before.",
          "Airport codes I always mix up: YYZ is Toronto Pearson, YUL is Montréal, YVR is Vancouver.",
          "Connection in FRA is 55 minutes, MUC would have been 1h40; the booking code is on the e-ticket email, not needed here.")

    # --- "key" ---------------------------------------------------------------------------
    r.add("key_takeaways",
          "Key takeaways from the retro:\n1. deploys on Friday only before 14:00\n2. on-call handover in writing\n3. fewer meetings on Wednesdays",
          "Key dates: 14 March abstract deadline, 2 May notification, 18-20 September conference in Ghent.",
          "Key figures Q2: revenue €1.84m (+12%), churn 3.1%, NPS 41, headcount 37.")
    r.add("music_key",
          "Hallelujah for the choir: key of C, capo 5 on guitar so I can play it in G shapes.",
          "Transpose 'Autumn Leaves' from G minor to E minor for Sara's range.",
          "Piano exam pieces: Clementi sonatina in C major, a Bach minuet in G, and the scales in keys up to four flats.")
    r.add("keyboard_keys",
          "Ctrl+Shift+T reopens the last closed tab; Cmd+Option+Esc force-quits on the Mac.",
          "The E key and the space bar on the old ThinkPad stick; replacement keyboard is part 01YP160, around £35.",
          "Vim: press Esc then :wq to save and quit, ZZ does the same.")
    r.add("database_keys",
          "orders table: PRIMARY KEY (tenant_id, order_id), foreign key customer_id -> customers(id) ON DELETE RESTRICT.",
          "DynamoDB design: partition key pk = CUSTOMER#<id>, sort key sk = ORDER#<yyyy-mm-dd>#<order id>.",
          "The migration failed on 'duplicate key value violates unique constraint \"users_email_key\"' - two rows with the same email in different case.")

    # --- "pass" --------------------------------------------------------------------------
    r.add("boarding_pass",
          f"Boarding pass for BA{digits(4, lead=True)[:3]}: seat 23C, gate closes 09:35, group 4. Saved to Wallet.",
          f"Check-in opens 24 h before; print the boarding pass at the hotel because Ryanair charges at the airport. Flight FR{digits(4, lead=True)}, booking in the name of Jo.",
          "Lost the boarding pass stub, but the airline can still add the miles with the e-ticket number from the confirmation email.")
    r.add("ski_bus_pass",
          "Ski pass for 6 days in Val Thorens: €372 adult, €298 for the kids; pick up at the Caisse Centrale with the booking confirmation.",
          "Bus pass renewed: monthly, zones 1-3, £172. It auto-renews on the 3rd.",
          "Lost my student bus pass, replacement costs €15 at the transport office with a passport photo.")
    r.add("pass_prose",
          "Grandpa always says 'pass the salt' before he has tasted the food.",
          "We crossed the Stelvio Pass (2,757 m) on day 3; 48 hairpins on the north side.",
          "Passed the driving theory test: 47/50 multiple choice, 61/75 hazard perception.")

    # --- "password" and "PIN" in prose, with no value ---------------------------------------
    r.add("password_prose",
          "Reset my password for the council tax portal yesterday; the new one is saved in Bitwarden like everything else.",
          "Moved all the family passwords from the browser into the password manager; Dad still needs help with his phone.",
          "Wi-Fi at the cabin: network 'Lakeside-5G', the password is on the sticker under the router, not written here.",
          "IT says the password reset emails are delayed about 20 minutes because of the mail filter; don't click twice.")
    r.add("pin_prose",
          "The PIN pad at the petrol station on Mill Road is broken; pay inside.",
          "Pin the tab with the sprint board so it stays on the left in Chrome.",
          "pinned numpy to 1.26.4 and torch to 2.3.1 until the CUDA build catches up; unpin in August.",
          "New bank card arrives in 5 days, the PIN comes separately by post; shred the letter after changing it at the ATM.")
    r.add("secret_prose",
          "Secret Santa: I drew Priya, budget £20, exchange on 19 December at the office party.",
          "The secret to Nonna's ragù is more butter and three hours on the lowest flame.",
          "Book club next month: 'The Secret History' by Donna Tartt, chapters 1-4.")

    # --- "token" -----------------------------------------------------------------------------
    r.add("llm_tokens",
          "Llama 3.1 8B Q4_K_M on the laptop: about 38 tokens per second, first token after 0.4 s.",
          "Context window is 128k tokens; the annual report PDF came to 94,310 tokens, so summarise chapter by chapter.",
          "Price check: $3 per million input tokens and $15 per million output tokens; the nightly batch uses about 2.1M a run.")
    r.add("other_tokens",
          "Keep bus tokens in the kitchen drawer for Grandma; she won't use the card reader.",
          "Arcade on the pier: 20 tokens for €5, the claw machine takes 3 tokens a go.",
          "Catan night: we lost the robber token, use a chess pawn; also missing two road pieces in blue.")

    # --- combinations, openings, unlocks ------------------------------------------------
    r.add("combination",
          "Saturday's team: 4-3-3 in the first half, switch to 3-5-2 if we're chasing the game.",
          "GP prescribed co-amoxiclav (amoxicillin/clavulanic acid combination) 625 mg three times a day for 7 days.",
          "Colour combination for the invitations: navy and mustard, with cream envelopes.")
    r.add("opens_with",
          "The film opens with a six-minute tracking shot through the kitchen; watch for the mirror at 4:10.",
          "The new bakery on Elm Street opens with a free tasting on Saturday from 9.",
          "Carlsen mostly opens with 1.e4 against me in blitz; learn the Caro-Kann main line to move 10.")
    r.add("unlock",
          "Unlocked the 'Master Angler' achievement in Stardew Valley after 52 hours.",
          "Face unlock stopped working on the Pixel after the screen replacement; re-enrolled my face and it's fine.",
          "The phone came unlocked from the shop, so the Portuguese SIM works without calling the carrier.")

    # --- login, account, auth, safe ----------------------------------------------------------
    r.add("login_prose",
          "The login page takes 6 seconds to load on mobile; the hero image is 4 MB.",
          "SSO login flow loops back to the IdP when third-party cookies are blocked in Safari; ticket OPS-2291.",
          "Last login shown on the bank app: 12 June 09:14 from Lisbon. That was me at the airport.")
    r.add("account_prose",
          "AWS accounts: 'acme-sandbox' (eu-west-1) for experiments, 'acme-prod' (eu-central-1) for customers; both on Business support.",
          "Switched the Spotify account to the Family plan, €17.99 a month, six members.",
          "The joint account at the credit union is the one for bills; the savings account is at the online bank.")
    r.add("auth_prose",
          "OAuth flow in short: redirect to /authorize, user consents, the app exchanges the returned code at /token server-side, never in the browser.",
          "Auth service p99 latency went from 120 ms to 900 ms after release 3.4.0; rolled back at 16:20.",
          "Two-factor authentication is on for every family email account now; Dad uses the authenticator app, Mum gets SMS.")
    r.add("safe_prose",
          "Boot into safe mode: Settings > Recovery > Advanced startup, then F4.",
          "The LRU cache in utils.py isn't thread-safe; wrap it in a lock or use functools.lru_cache.",
          "The Le Creuset is oven-safe to 260°C but the knob only to 190°C.")

    # --- numbers everywhere --------------------------------------------------------------------
    r.add("ports",
          "Local dev: app on 8000, Postgres 5432, Redis 6379, Grafana 3000, Prometheus 9090.",
          "Router: forward external 8443 to 192.168.1.20:443 for the NAS; UPnP off.",
          "The game server listens on UDP 27015; open it in the firewall on the Windows PC.")
    r.add("versions",
          "Stack for the new project: Python 3.12 / Django 5.0 / Postgres 16 / Redis 7.2.",
          "Tested on Chrome 126 / Firefox-128.0 / Safari 17.5 / Edge 126; the date picker breaks only on Firefox ESR 115.",
          "Phone is on iOS 17.5.1, iPad still on 16.7.8 because the battery is weak.")
    r.add("build_numbers",
          "Windows 11 23H2 build 22631.3737 fixed the Bluetooth stutter.",
          f"CI build #{digits(4, lead=True)} green, the next one flaky on test_checkout_timeout again.",
          "Xcode 15.4 (15F31d); the archive for TestFlight is build 2024.6.18.3.")
    r.add("prices",
          "Bakery order for Saturday:\nCroissant\t6\t1.80\t10.80\nPain au chocolat\t4\t2.10\t8.40\nBaguette\t2\t1.20\t2.40\nTotal\t\t\t21.60",
          "Quotes for the bathroom: Kowalski £6,450, Hughes & Sons £7,120, BathCo £5,980 (no tiling).",
          "Price list (per kg): apples 2.49, pears 2.99, cherries 8.90, walnuts 14.50.")
    r.add("isbn",
          f"Course textbook: 'Introduction to Algorithms', 4th ed., ISBN {isbn13()}; the library has two copies.",
          f"Books to order for the school:\n- ISBN {isbn13()} (maths, year 7)\n- ISBN {isbn13()} (French workbook)\n- ISBN {isbn13()} (atlas)",
          f"Gift for Sam: the illustrated Hobbit, ISBN {isbn13()}, hardback £25.")
    r.add("travel_bookings",
          f"Hotel Bairro Alto, room 412, check-in from 15:00, breakfast 7-10:30. Confirmation {digits(10, lead=True)}.",
          "Train Eurostar 9014 London -> Paris, coach 12, seats 61 and 62, departs 08:01.",
          f"Rental car: Sixt at FAO, reservation {letters(1)}{digits(9, lead=True)}, pick-up 14:30, child seat added.")
    r.add("sizes_weights",
          "Sizes: Mia shoes EU 31 / UK 12.5, jacket 128 cm; Leo shoes EU 35, trousers 146.",
          "Weigh-in: 78.4 kg (-1.2 since May), waist 86 cm.",
          "Parcel to Aunt Rosa: 2.35 kg, 40 x 30 x 15 cm, Royal Mail small parcel £4.85.")
    r.add("recipes",
          "Pancakes for 4: 200 g flour, 2 eggs, 300 ml milk, 1 tbsp sugar, pinch of salt. Rest 30 min.",
          "Sourdough: 500 g flour, 350 g water, 100 g starter, 10 g salt; bulk 5 h at 24°C, bake 250°C 20 min lid on, 230°C 25 min lid off.",
          "Mum's lemon cake: 225 g butter, 225 g sugar, 4 eggs, 225 g self-raising flour, zest of 2 lemons; 180°C for 45 min.")
    r.add("scores",
          "Quiz night results: Table 3 82 pts, us 79, the Quizzly Bears 77. Tie-break question was about the Treaty of Utrecht (1713).",
          "Sunday league: we lost 2-3 to Riverside, won 4-1 against Elm Park; 10 points from 6 games.",
          "Parkrun 5k: 24:31, position 87 of 312, age grade 58.4%.")
    r.add("phone_numbers",
          "Dentist: 020 7946 0123 (Dr Patel), emergency line 020 7946 0999 after 6pm.",
          "Plumber Jake: +1 (555) 010-4477, cash preferred, available weekends.",
          "Vet out of hours: 0161 496 0742. Pharmacy on the corner: 0161 496 0318.")
    r.add("order_tracking",
          f"Order #{digits(3, lead=True)}-{digits(7)}-{digits(7)} (Amazon) - standing desk, arriving Thursday.",
          f"UPS tracking 1Z{rnd(UPPER + DIGITS, 6)}{digits(10)}, signed for by 'FRONT DESK'.",
          f"Royal Mail tracked: {letters(2)}{digits(9)}GB, posted 3 June from the Post Office on High St.",
          f"DHL Express waybill {digits(10, lead=True)}, customs cleared in Leipzig, due Monday.")
    r.add("invoices",
          f"Invoice INV-2024-{digits(4)} from the accountant: £480 + VAT, due 30 June.",
          f"Paid invoice {digits(6, lead=True)} to the roofers by bank transfer, reference 'ROOF MAY'.",
          f"Invoice no. {letters(2)}{digits(7, lead=True)}, 14 days net; send the PDF to accounts@example.com.")
    r.add("bank_details",
          f"Landlord's bank details for the deposit: Marta Nowak, {iban('DE', digits(8, lead=True) + digits(10))}, BIC COBADEFFXXX, reference 'Flat 3B'.",
          f"Pay the language school: IBAN {iban('PT', digits(21))}, reference the student name and 'Setembro'.",
          f"Club membership fees go to {iban('NL', 'INGB' + digits(10))} (ING), €45 per season.")
    r.add("customer_numbers",
          f"Electricity supplier: customer number {digits(9, lead=True)}, contract ends 31 October, fixed 24.9p/kWh.",
          f"Library card number is on the back of the card; the membership number for the gym is M-{digits(6, lead=True)}.",
          f"Insurance policy HH-{digits(8, lead=True)} (home contents), renewal 1 September, £212/year.")
    r.add("serial_numbers",
          f"Warranty registration: Bosch dishwasher, model SMS6ZCI49E, serial {digits(4)}{letters(2)}{digits(6)}.",
          f"MacBook Air M2 serial {rnd('CDFGHJKLMNPQRTVWXY' + DIGITS, 10)}, AppleCare until 2026-03-14.",
          f"For the phone insurance claim: Pixel 8, IMEI {luhn('35', 15)}.")
    r.add("license_plates",
          f"Car: VW Golf, plate {letters(2)}{digits(2)} {letters(3)}, MOT due 14 November.",
          f"Rental in Germany was B-{letters(2)} {digits(4, lead=True)}; the fine came to the rental company, they charged €25 admin.",
          f"French plate of the van that blocked the drive: {letters(2)}-{digits(3)}-{letters(2)}, reported to the mairie.")
    r.add("model_sku",
          f"Replacement filter for the hoover: SKU {digits(3, lead=True)}.{digits(3)}.{digits(2)} at IKEA, model FRIDFULL.",
          f"Lightbulbs for the hallway: Philips Hue White GU10, model 929001953101, shop SKU {digits(7, lead=True)}.",
          f"Spare parts list:\nWidget bracket   SKU WB-{digits(4)}-BLK   x4\nHinge left       SKU HG-{digits(4)}-L     x2\nHinge right      SKU HG-{digits(4)}-R     x2")

    # --- technical text with no secret ----------------------------------------------------
    r.add("package_table",
          "pip list (trimmed):\nPackage        Version\nDjango         5.0.6\npsycopg        3.1.19\nredis          5.0.4\ncelery         5.4.0",
          "npm outdated:\nPackage   Current  Wanted  Latest\nreact     18.2.0   18.3.1  18.3.1\nvite      5.2.11   5.3.1   5.3.1\ntypescript 5.4.5   5.4.5   5.5.2",
          "apt list --upgradable | head\nopenssl/jammy-updates 3.0.2-0ubuntu1.16 amd64\nlibssl3/jammy-updates 3.0.2-0ubuntu1.16 amd64\ncurl/jammy-updates 7.81.0-1ubuntu1.17 amd64")
    r.add("csv_rows",
          "name,phone,email,role\nAna Ruiz,+34 600 000 123,ana.ruiz@example.org,treasurer\nJonas Berg,+46 70 000 0456,jonas@example.org,secretary\nLi Wei,+44 7700 900123,li.wei@example.org,chair",
          "sku,description,qty,unit_price\nTS-BLU-M,T-shirt blue M,24,8.50\nTS-BLU-L,T-shirt blue L,18,8.50\nMUG-LOGO,Mug with logo,40,4.20",
          "room,capacity,projector,code_of_conduct_signed\nA101,30,yes,yes\nB204,12,no,yes\nLab 3,20,yes,no")
    r.add("markdown_table",
          "| Day | Swim | Football | Piano |\n|-----|------|----------|-------|\n| Mon | 17:00 | - | 18:30 |\n| Wed | - | 16:45 | - |\n| Sat | 09:00 | 11:00 | - |",
          "| Week | Topic | Reading |\n|---|---|---|\n| 1 | Hashing | ch. 11 |\n| 2 | Public-key crypto | ch. 31 |\n| 3 | Passwords and salting | handout |",
          "| Service | Port | Owner |\n|---|---|---|\n| auth-service | 8081 | identity team |\n| token-exchange | 8082 | identity team |\n| billing | 8090 | payments |")
    r.add("docker_tags",
          "Base images: python:3.12-slim for the API, node:20.14.0-bookworm-slim for the frontend build, nginx:1.27-alpine to serve it.",
          "Upgraded the runner image from ubuntu:22.04 to ubuntu:24.04; the arm64 tag is the same manifest list.",
          f"Prod runs ghcr.io/acme/api:2024.06.1 (digest sha256:{hexs(64)}); staging is on :2024.06.2-rc1.")
    r.add("hashed_filenames",
          f"The photos from the beach are IMG_20240612_{10 + secrets.randbelow(3)}{secrets.randbelow(60):02d}{secrets.randbelow(60):02d}.HEIC to IMG_20240612_{17 + secrets.randbelow(3)}{secrets.randbelow(60):02d}{secrets.randbelow(60):02d}.HEIC; back them up before the phone swap.",
          f"Build output: dist/assets/index-{rnd(LOWER + DIGITS, 8)}.js, index-{rnd(LOWER + DIGITS, 8)}.css, logo-{hexs(8)}.svg",
          f"The scanned contract is ~/Documents/scans/contract_{uid()}.pdf")
    r.add("registry_paths",
          f"Office uninstall entry lives at HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\{{{uid().upper()}}}",
          "Disable Bing in the start menu: HKCU\\Software\\Policies\\Microsoft\\Windows\\Explorer, DWORD DisableSearchBoxSuggestions = 1.",
          f"The printer driver left a key under HKLM\\SYSTEM\\CurrentControlSet\\Control\\Class\\{{{uid().upper()}}}\\0003; deleting it fixed the ghost printer.")
    r.add("log_lines",
          f"203.0.113.42 - - [14/Jun/2024:10:12:03 +0000] \"GET /login?next=%2Fdashboard HTTP/1.1\" 200 5120 \"-\" \"Mozilla/5.0\" rt=0.184 req_id={hexs(16)}",
          f"2024-06-14T10:12:07.331Z WARN auth-service request_id={uid()} user_id=48213 msg=\"password reset email queued\" latency_ms=412",
          f"[2024-06-14 09:58:12] ERROR token_counter: prompt exceeded 8192 tokens (got 9117), truncating; trace={hexs(32)}")
    r.add("stack_traces",
          "Traceback (most recent call last):\n  File \"app/auth/forms.py\", line 88, in clean\n    pw = self.cleaned_data[\"password\"]\nKeyError: 'password'",
          "java.lang.NullPointerException: Cannot invoke \"String.length()\" because \"token\" is null\n    at com.acme.session.TokenService.refresh(TokenService.java:142)\n    at com.acme.session.SessionFilter.doFilter(SessionFilter.java:57)",
          "panic: runtime error: index out of range [3] with length 3\n\ngoroutine 1 [running]:\nmain.parseKey(...)\n\t/src/keys/parse.go:31 +0x1d4")
    r.add("cron",
          "0 3 * * 1 /usr/local/bin/backup.sh --keep 14 >> /var/log/backup.log 2>&1",
          "*/15 * * * * certbot renew --quiet --deploy-hook 'systemctl reload nginx'",
          "30 6 * * 1-5 /home/pi/bin/water-plants.sh 45   # 45 seconds of pump, weekdays only")
    r.add("sql",
          "SELECT id, email, last_login FROM users WHERE last_login < now() - interval '90 days' ORDER BY last_login;",
          "ALTER TABLE accounts ADD COLUMN password_changed_at timestamptz;\nCREATE INDEX ix_sessions_token_hash ON sessions (token_hash);",
          "GRANT SELECT ON ALL TABLES IN SCHEMA reporting TO analyst_role; -- roles only, the users log in via SSO")
    r.add("shell",
          "ssh -p 2222 deploy@build.internal 'sudo systemctl restart tandem'",
          "ssh-keygen -t ed25519 -C 'laptop-2024'   # then add the .pub file to GitHub, never the private one",
          "openssl x509 -in fullchain.pem -noout -dates -subject   # notAfter=Sep 12 23:59:59 2024 GMT")
    r.add("health",
          "Blood pressure log: 128/82 Mon, 131/85 Tue, 124/79 Wed; GP wants readings for two weeks.",
          "Vaccinations: tetanus booster 2019, hepatitis A 2022 (second dose due 2028), flu every October.")
    r.add("meter_readings",
          "Meter readings 1 June: electricity 48213 kWh, gas 10382.4 m³, water 612 m³.",
          "Solar panels produced 412 kWh in May, 388 kWh in April; export meter at 2.15 MWh total.",
          "Heating oil tank at 38% (about 950 l); order 1500 l before October.")
    r.add("coordinates",
          "Parking spot for the hike: 46.5503, 7.9812 (Grindelwald Grund), trailhead 300 m north.",
          "Campsite pitch 27, what3words ///table.lamp.river, water tap by pitch 30.")
    r.add("home_measurements",
          "Living room 4.80 m x 3.65 m, ceiling 2.55 m; two coats of paint = about 9 l.",
          "Window for the blinds: 142 cm wide x 118 cm drop, recess 9 cm deep.",
          "Sofa has to fit through a 76 cm door; the Söderhamn three-seater is 99 cm deep, so it goes in unassembled.")

    # --- other languages: German ---------------------------------------------------------------
    r.add("de_alltag",
          "Neue Adresse vom Büro: Greifswalder Str. 212, 10405 Berlin. Die Postleitzahl im Impressum noch ändern.",
          "Ersatzschlüssel für die Wohnung hat Frau Becker im 2. OG; der Briefkastenschlüssel hängt am selben Ring.",
          "Das Passwort fürs Elster-Konto gestern zurückgesetzt, liegt jetzt im Passwortmanager wie alles andere.",
          "Die neue Girocard kommt nächste Woche, der PIN-Brief separat. Beim Bäcker geht nur Kartenzahlung ab 5 €.",
          f"Stadtwerke Kundennummer {digits(9, lead=True)}, Zählerstand Strom am 01.06.: 48.213 kWh.")
    r.add("de_arbeit",
          "Der Quellcode für das Vereinsportal liegt im GitLab; Code-Review macht Jonas, Deploy nur dienstags.",
          "Fehlercode 0x80070005 beim Windows-Update: Problembehandlung als Administrator ausführen.",
          "Schlüsselwörter für die Bewerbung: Projektleitung, SAP S/4HANA, agiles Arbeiten, Englisch C1.",
          "Die Anmeldeseite lädt auf dem Handy 6 Sekunden; das Titelbild ist 4 MB groß.",
          "Wichtelaktion im Team: jeder zieht einen Namen, Budget 15 €, Bescherung am 20.12. Wer wen hat, bleibt geheim bis dahin.")

    # --- French ------------------------------------------------------------------------------
    r.add("fr_quotidien",
          "Code postal de l'appartement de Lyon : 69003, 14 rue Paul Bert, 3e étage gauche.",
          "Le digicode de l'immeuble est en panne depuis lundi ; le gardien ouvre de 8 h à 12 h.",
          "Mot de passe du compte Ameli oublié, réinitialisé via le lien reçu par mail ; il est dans le gestionnaire.",
          "Code vestimentaire du mariage : tenue de cocktail, pas de blanc. Apéritif à 17 h au domaine.",
          "Examen du code de la route le 14 juin à 10 h 30, centre de Villeurbanne ; 35 bonnes réponses sur 40 pour l'avoir.")
    r.add("fr_travail",
          "Le code source du site de l'association est sur GitHub ; la revue de code se fait le jeudi.",
          "Clé USB de 64 Go pour les photos du séminaire ; la clé de sol est sur la première portée, pas besoin de la recopier.",
          "Les points clés de la réunion : budget 2025 validé, recrutement de deux stagiaires, déménagement en mars.",
          f"Facture n° FA-2024-{digits(4)} de l'imprimeur : 1 240,00 € TTC, à régler sous 30 jours.")

    # --- Spanish -------------------------------------------------------------------------------
    r.add("es_casa",
          "Código postal del piso nuevo: 28013 Madrid, calle del Arenal 19, 4º izquierda.",
          "Cambié ayer la contraseña del correo del cole; está guardada en el gestor, no la apunto aquí.",
          "La llave de repuesto la tiene la vecina del 3ºB; la llave inglesa del 13 está en la caja de herramientas.",
          "Código de vestimenta para la cena de empresa: informal elegante. Llevar el regalo del amigo invisible (máx. 20 €).",
          "Para abrir el trastero hace falta la llave pequeña del llavero azul; el candado de la bici es de llave, no de combinación.")
    r.add("es_trabajo",
          "El código fuente del proyecto está en el repositorio del equipo; la versión fijada es Python 3.12 / Django 5.0.",
          "La clave del éxito en la entrevista fue preparar tres ejemplos concretos con cifras.",
          "El datáfono del bar está roto, solo aceptan efectivo hasta el lunes.",
          f"Pedido n.º {digits(8, lead=True)} de la tienda online, envío por SEUR, llega el jueves entre 9 y 14 h.")

    # --- Italian -------------------------------------------------------------------------------
    r.add("it_casa",
          "CAP della nuova casa: 20121 Milano, via Solferino 32, scala B, interno 7.",
          "La parola chiave del corso di cucina è 'pazienza': il ragù cuoce almeno tre ore.",
          "Ho reimpostato la password dello SPID ieri sera, è salvata nel gestore delle password.",
          "Chiave inglese e cacciavite a croce nella cassetta in garage; le chiavi della cantina le ha la portinaia.")
    r.add("it_lavoro",
          "Il codice sorgente del gestionale è su GitLab; le revisioni del codice le fa Marta il venerdì.",
          "Il brano è in chiave di violino, re maggiore; il coro lo canta un tono sotto.",
          "Codice di errore E4 sulla lavatrice: scarico intasato, pulire il filtro in basso a destra.",
          "Tabella orari: lunedì 9-13, mercoledì 14-18, venerdì 9-12; il badge si ritira in portineria con un documento.")

    # --- Dutch -------------------------------------------------------------------------------
    r.add("nl_thuis",
          "Postcode van het nieuwe adres: 1015 CJ Amsterdam, Prinsengracht 263.",
          "Bij de bakker op de hoek kun je alleen pinnen, geen contant geld meer sinds juni.",
          "De pinautomaat bij de Albert Heijn is stuk; die bij het station werkt wel.",
          "Reservesleutel ligt bij de buren op nummer 14; de fietssleutel hangt aan de haak bij de deur.")
    r.add("nl_werk",
          "Wachtwoord van het HR-portaal opnieuw ingesteld na de melding, staat in de wachtwoordkluis van het team.",
          "De broncode van de app staat op GitHub; de code review van Sanne duurt meestal een dag.",
          f"Factuur {digits(7, lead=True)} van de loodgieter: € 385,00 incl. btw, betalen binnen 14 dagen.",
          "Sleutelmomenten van het kwartaal: lancering op 3 april, 12.400 nieuwe klanten, churn 2,8%.")

    # --- Polish ------------------------------------------------------------------------------
    r.add("pl_dom",
          "Kod pocztowy mieszkania: 00-950 Warszawa, ul. Marszałkowska 84/92 m. 17.",
          "Hasło reklamowe kampanii na wiosnę: 'Smak lata przez cały rok'. Klient chce wersję krótszą.",
          "Zmieniłam wczoraj hasło do bankowości, zapisane w menedżerze haseł, nie tutaj.",
          "Klucz francuski i zapasowe klucze do piwnicy są u sąsiada spod 12.")
    r.add("pl_praca",
          "Kod źródłowy aplikacji jest na GitHubie; przegląd kodu robi Piotr w każdy czwartek.",
          "Hasło przewodnie konferencji w tym roku: 'Dane bez granic'. Termin zgłoszeń 15 września.",
          "Bankomat przy dworcu nie przyjmuje kart zbliżeniowych, trzeba włożyć kartę i wpisać PIN na klawiaturze.",
          "Token w sensie modeli językowych to kawałek słowa; polskie teksty zużywają ok. 1,6 tokena na słowo, angielskie ok. 1,3.")

    # --- Portuguese ----------------------------------------------------------------------------
    r.add("pt_casa",
          "CEP do apartamento novo: 01310-100 São Paulo, Av. Paulista 1578, bloco B.",
          "No banco tirei a senha de atendimento N047 às 9h e só fui chamada às 10h40; levar livro da próxima vez.",
          "Mudei a palavra-passe do portal das Finanças ontem; ficou no gestor de palavras-passe.",
          "A chave suplente está com a D. Fernanda do 2.º esquerdo; a chave inglesa está na garagem.")
    r.add("pt_trabalho",
          "O código-fonte do site da associação está no GitHub; a revisão de código é às quintas.",
          "Código postal do escritório em Lisboa: 1200-109, Rua da Misericórdia 14.",
          "A chave do sucesso da campanha foi publicar às 19h; o alcance subiu 40%.",
          f"Fatura n.º FT 2024/{digits(4, lead=True)} do eletricista: 230,00 € com IVA, pagar por transferência até dia 30.")

    return r


def main() -> None:
    write_corpora("make_heldout15.py", [
        ("heldout15_lookalikes.yaml", lookalikes(), "fifteenth blind batch: ordinary notes full of numbers, codes and words that name credentials, with no credential in them, written without reading the detector or earlier corpora"),
    ])


if __name__ == "__main__":
    main()
