# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout24_credentials.yaml and heldout24_lookalikes.yaml: held-out batch 24.

The persona is the owner of a small online tea shop in Valencia with a physical café: a
Shopify store, a card terminal, a POS tablet, a shipping-label service, a warehouse unit, the
café's alarm and safe, the espresso machine's service portal, Instagram and TikTok, a Google
Business profile, a bookkeeping gestor and two part-time employees' rota; and, away from the
shop, a grandmother in a care home, a motorbike, a rented flat and language exchange meetups.
The notes are what such a person asks a local assistant to remember: pasted e-mails,
transcribed sticky notes, chat messages, .env/INI/JSON/YAML snippets, curl lines, spreadsheet
rows, handover notes, checklists and text read off screenshots, about a quarter of them in
Spanish, Catalan (Valencian) or Japanese (the shop imports from suppliers in Shizuoka).

The batch was written blind: without reading the detector, its tests, or any earlier
corpus or generator other than the helpers of make_heldout.py. The credentials each hold at
least one usable secret value; the look-alikes hold identifiers, public or redacted values,
placeholders, references to where a secret is kept and talk about secrets, but no secret.
Every secret value is drawn at run time from the `secrets` module; hosts are under
`.example`, `.internal`, `.test` or `acme`, and nothing is real. Run
`python tests/data/secrets/make_heldout24.py` to redraw.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    basic,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    openssh_private,
    phrase,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

SHOP = "teteria-acme.myshopify.com"
TEAS = ("Sencha", "Gyokuro", "Matcha", "Hojicha", "Genmaicha", "Kukicha", "Bancha", "Kabusecha")
PLACES = ("Ruzafa", "Turia", "Albufera", "Benimaclet", "Malvarrosa", "Cabanyal", "Xativa")
CONSONANTS = "BCDFGHJKLMNPRSTVWXYZ"
DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"
SEED_WORDS = (
    "anchor", "blossom", "candle", "dolphin", "ember", "fiber", "garlic", "harbor", "island",
    "jelly", "kettle", "lemon", "marble", "noodle", "orchard", "pepper", "quarter", "ribbon",
    "saddle", "tunnel", "umbrella", "velvet", "walnut", "yellow", "zebra", "cactus", "dune",
    "echo", "acid", "barrel", "glove", "hollow", "ivory", "jungle", "kiwi", "lunar",
)


def es_pass() -> str:
    """A password a Valencian shop owner would pick."""
    return pick(
        f"{pick(*TEAS)}{digits(2)}{pick('!', '#', '*', '$')}",
        f"{pick(*PLACES)}.{digits(4)}",
        f"{pick(*TEAS).lower()}_{pick(*PLACES).lower()}{digits(2)}",
        pw(),
    )


def letters(n: int, alphabet: str = UPPER) -> str:
    return "".join(secrets.choice(alphabet) for _ in range(n))


def dni() -> str:
    n = secrets.randbelow(10**8)
    return f"{n:08d}{DNI_LETTERS[n % 23]}"


def cif() -> str:
    body = digits(7)
    odd = sum(sum(divmod(int(c) * 2, 10)) for c in body[0::2])
    even = sum(int(c) for c in body[1::2])
    return f"B{body}{(10 - (odd + even) % 10) % 10}"


def plate() -> str:
    return f"{digits(4)} {letters(3, CONSONANTS)}"


def cups() -> str:
    return f"ES0021{digits(12)}{letters(2, DNI_LETTERS)}0F"


def catastro() -> str:
    return f"{digits(7)}{letters(2)}{digits(4)}{letters(1)}{digits(4)}{letters(2)}"


def correos() -> str:
    return f"PQ{rnd(UPPER + DIGITS, 4)}{digits(16)}{letters(1)}"


def backup8(n: int) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def coord_card() -> str:
    head = "     A     B     C     D     E"
    rows = [f"{i}  " + "  ".join(digits(4) for _ in range(5)) for i in range(1, 6)]
    return "\n".join([head, *rows])


def ig_session() -> str:
    return f"{digits(11, True)}%3A{rnd(ALNUM, 14)}%3A{digits(2)}%3A{rnd(URLSAFE, 43)}"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "shopify_admin_token",
        f"Shopify custom app 'stock-sync' → Admin API access token (only shown once, copy it now!): shpat_{hexs(32)}",
        f"SHOPIFY_STORE={SHOP}\nSHOPIFY_ADMIN_TOKEN=shpat_{hexs(32)}\nSHOPIFY_API_VERSION=2024-07",
        f"curl -s 'https://{SHOP}/admin/api/2024-07/orders.json?status=open' -H 'X-Shopify-Access-Token: shpat_{hexs(32)}' | jq '.orders[].name'",
    )
    r.add(
        "shopify_app_secret",
        f"Partner dashboard → app 'Etiquetas Envío'\nClient ID: {hexs(32)}\nClient secret: {hexs(32)}",
        f"shpss_{hexs(32)} es el secreto compartido de la app privada antigua; no lo borres hasta migrar el script de stock",
        f"[shopify_app]\napi_key = {hexs(32)}\napi_secret = {hexs(32)}\nscopes = read_orders,write_fulfillments",
    )
    r.add(
        "webhook_signing_secret",
        f"Settings → Notifications → Webhooks says: \"Your webhooks will be signed with {hexs(64)}\" — the label script needs it to check the HMAC",
        f"WEBHOOK_SECRET={hexs(64)}  # orders/create → print label on the Zebra",
        f"Webhook del datáfono: secreto de firma whsec_{rnd(ALNUM, 32)} (para validar la cabecera de firma en el servidor)",
    )
    r.add(
        "card_terminal_api_key",
        f"Terminal provider dev portal → API keys → secret key sup_sk_{rnd(ALNUM, 32)}",
        f"TERMINAL_CLIENT_ID=cc_classic_{rnd(ALNUM, 28)}\nTERMINAL_CLIENT_SECRET=cc_sk_classic_{rnd(ALNUM, 52)}\nTERMINAL_MERCHANT=M{rnd(UPPER + DIGITS, 7)}",
        f"Para la API del datáfono la clave privada es sup_sk_{rnd(ALNUM, 32)} (la que empieza por sup_pk_ es la pública, esa da igual)",
    )
    r.add(
        "redsys_secret_key",
        f"TPV virtual (Redsys) — entorno REAL\nFUC: {digits(9, True)}\nTerminal: 001\nClave secreta SHA-256: {rnd(B64, 32)}",
        f"redsys merchant key for prod, the one the bank emailed in the zip: {rnd(B64, 32)}",
        f"Clau de xifratge del TPV virtual (la de producció, no la de proves): {rnd(B64, 32)}",
    )
    r.add(
        "terminal_admin_pin",
        f"datáfono: menú técnico / administrador → PIN {digits(6)} (no dárselo a Lucía ni a Aitor)",
        f"Card terminal supervisor code for refunds is {digits(4)}",
        f"refunds on the terminal: Menu > Refund > it asks for the manager code, {digits(4)}, then the amount",
    )
    r.add(
        "pos_manager_pin",
        f"POS tablet: owner PIN {digits(4)}, only needed for voids, discounts over 20% and opening the cash drawer",
        f"tablet de la caja: desbloqueo {digits(6)}, y el modo encargado {digits(4)}",
        f"iPad POS is in Guided Access; if it locks, triple-click the side button and enter {digits(4)}",
    )
    r.add(
        "staff_pin",
        f"Rota w/c 14 Oct\nName   | Days        | Hours  | POS PIN\nLucía  | Mon Wed Fri | 9–14   | {digits(4)}\nAitor  | Tue Thu Sat | 15–20  | {digits(4)}",
        f"Hola Aitor! Tu código para fichar y abrir caja es {digits(4)}. No lo compartas con nadie porfa 🙏",
        f"Horari de la setmana: Lucía obri dilluns i dimecres (codi de caixa {digits(4)}), Aitor tanca divendres (codi {digits(4)}).",
    )
    r.add(
        "shipping_api_key",
        f"LABELS_API_KEY={hexs(40)}\nLABELS_API_URL=https://api.etiqexpress.example/v2\nLABELS_SENDER_ID=4417",
        f"curl -u {uid()}:{hexs(32)} https://panel.envios-acme.test/api/v3/parcels -H 'Content-Type: application/json' -d @parcel.json",
        f"API del servicio de etiquetas: Ajustes → Integraciones → Clave API {rnd(ALNUM, 40)}\nSecreto: {rnd(ALNUM, 40)}",
        f"Authorization: Bearer {jwt({'sub': 'teteria-acme', 'scope': 'labels:write', 'exp': 1767225600})} (labels API token, valid till January)",
    )
    r.add(
        "shipping_account_password",
        f"label site login: envios@teteria-acme.test / {pw()}",
        f"Post-it on the packing table: 'ETIQUETAS  user: tienda  pass: {es_pass()}'",
        f"Business shipping account (online postage): customer area login teteria_vlc, contraseña {es_pass()}",
    )
    r.add(
        "storage_unit_code",
        f"Warehouse unit 14B (Polígono Vara de Quart): gate keypad {digits(6)}#, then the unit's own alarm {digits(4)}",
        f"nave: código de la puerta del polígono *{digits(4)}, el candado de la persiana {digits(4)}",
        f"remember the storage unit roller door padlock is {digits(4)} (the brass one, not the grey one)",
    )
    r.add(
        "alarm_code",
        f"Alarma del café: desarmar con {digits(4)} + OFF. Si salta igualmente, llamar a la central.",
        f"alarm code (front door panel) {digits(4)}, duress code {digits(4)} — never type the second one by accident",
        f"El codi de l'alarma del local ara és {digits(4)}, l'he canviat dilluns.",
        f"Sticky note inside the cash drawer: ALRM {digits(4)} / almacén {digits(4)}",
    )
    r.add(
        "alarm_verbal_password",
        f"If the alarm company's control room calls, the password word is '{pick(*TEAS).lower()}{digits(2)}'; without it they send the police",
        f"Contraseña verbal para la central receptora de alarmas: {pick(*PLACES)}{digits(2)}. Me la pidieron al dar de alta a Lucía como contacto.",
        f"alarm co. account 00{digits(5)} — palabra clave for the operator:\n{pick('Azahar', 'Kettle', 'Fallas', 'Horchata')}{digits(3)}",
    )
    r.add(
        "safe_combination",
        f"Safe (back office): {digits(2)}-{digits(2)}-{digits(2)}, right-left-right, then turn the handle",
        f"caja fuerte: {digits(6)} y la llave de emergencia está en el cajón de mi mesilla",
        f"remember the safe code changed to {digits(6)} after Aitor's first month",
    )
    r.add(
        "espresso_portal_password",
        f"Espresso machine service portal (service.acme-espresso.example) — login tienda@teteria-acme.test, password {pw()}",
        f"From: no-reply@acme-espresso.example\nSubject: Your service portal account\n\nDear customer,\nyour account has been created.\nTemporary password: {rnd(ALNUM, 10)}\nPlease change it after your first login.",
        f"Portal del técnico de la cafetera:\nusuario: teteria_vlc\ncontrasñea: {es_pass()}",
    )
    r.add(
        "espresso_service_pin",
        f"technician menu on the espresso machine: hold the hot water button 5 s, enter {digits(4)} — lets you change the boiler temp",
        f"cafetera → menú de servicio: PIN {digits(4)} (el técnico dice que no toquemos la presión)",
    )
    r.add(
        "instagram_password",
        f"insta @teteria.acme → contra: {es_pass()}",
        f"Instagram login for the shop: teteria.acme / {pw()} (Marta from the agency has it too, change it when the contract ends)",
        f"The IG password is {es_pass()}, the account e-mail is hola@teteria-acme.test",
    )
    r.add(
        "tiktok_password",
        f"TikTok: teteriaacme, pwd {pw()}",
        f"La cuenta de TikTok la abrí con el correo de la tienda, contraseña {es_pass()}",
    )
    r.add(
        "social_backup_codes",
        "Instagram backup codes (each works once):\n" + backup8(5),
        f"TikTok 2FA backup codes: {' '.join(rnd(LOWER + DIGITS, 8) for _ in range(6))}",
        "Códigos de recuperación de Google (cuenta del perfil de empresa), impresos el 3/10:\n" + backup8(4),
    )
    r.add(
        "google_account_password",
        f"Google Business profile is under teteria.acme.valencia@gmail.example, password {pw()}",
        f"gmail de la tienda → {es_pass()}",
        f"El compte de Google de la botiga: teteria.acme.valencia / {es_pass()} (el perfil de Maps penja d'ací)",
    )
    r.add(
        "google_app_password",
        f"App password for Thunderbird (shop Gmail): {groups(rnd(LOWER, 16), 4)}",
        f"SMTP for order e-mails: smtp.gmail.example:587, user teteria.acme@gmail.example, pass {rnd(LOWER, 16)}",
    )
    r.add(
        "meta_access_token",
        f"IG Graph API long-lived token (expires in 60 days, renew before Christmas!): EAAG{rnd(ALNUM, 180)}",
        f"META_PAGE_TOKEN=EAA{rnd(ALNUM, 190)}\nMETA_IG_USER_ID=178414{digits(11)}",
    )
    r.add(
        "tiktok_access_token",
        f"TikTok for Business API access token: act.{rnd(ALNUM, 40)}!{digits(4)}.e1",
        f"TT_ACCESS_TOKEN={hexs(40)}  # tiktok shop catalogue sync",
    )
    r.add(
        "google_api_key",
        f"Business Profile API key (server side, no restrictions yet — careful): AIza{rnd(URLSAFE, 35)}",
        f"GOOGLE_PLACES_KEY=AIza{rnd(URLSAFE, 35)}",
    )
    r.add(
        "klaviyo_private_key",
        f"Klaviyo private API key pk_{hexs(34)} (full access) — the public site id is {rnd(ALNUM, 6)}",
        f"KLAVIYO_PRIVATE_KEY=pk_{hexs(34)}",
        f"Newsletter: la clave privada de Klaviyo para el script de Shopify es pk_{hexs(34)}",
    )
    r.add(
        "mailchimp_api_key",
        f"old Mailchimp key, still used by the café loyalty form: {hexs(32)}-us{secrets.randbelow(20) + 1}",
        f"MAILCHIMP_API_KEY={hexs(32)}-us{secrets.randbelow(20) + 1}\nMAILCHIMP_LIST=teteria-news",
    )
    r.add(
        "gestor_portal_password",
        f"Hola,\n\nte he dado de alta en el portal de la gestoría para que subas las facturas del trimestre:\nhttps://portal.gestoria-acme.example\nUsuario: {cif()}\nContraseña provisional: {rnd(ALNUM, 10)}\n\nUn saludo,\nPaco (Gestoría Acme)",
        f"gestor portal → user is the CIF, pw {pw()}",
        f"Portal de l'assessoria: entre amb el CIF i la clau {es_pass()}",
    )
    r.add(
        "bookkeeping_api_key",
        f"Bookkeeping app API key {hexs(32)} — the gestor asked for it to pull the sales invoices every quarter",
        f"curl -H 'key: {hexs(32)}' https://api.facturas-acme.example/invoicing/v1/documents/invoice",
    )
    r.add(
        "certificate_password",
        f"Certificado digital de la empresa (FNMT). El .pfx está en el USB azul; contraseña de exportación: {pw()}",
        f"the .p12 for Hacienda / Seguridad Social — import password {rnd(ALNUM, 12)}",
        f"Certificat de representant: fitxer cert_teteria.pfx, contrasenya\n{es_pass()}",
    )
    r.add(
        "clave_password",
        f"Cl@ve permanente: DNI {dni()} / contraseña {pw()}",
        f"cl@ve (for renting the flat deposit thing and the autónomo stuff): {es_pass()}",
    )
    r.add(
        "bank_login",
        f"Banca online empresa\nIdentificador: {dni()}\nClave de acceso: {digits(6)}\nClave de firma: {digits(8)}",
        f"business bank app: PIN {digits(4)}, web login pw {pw()}",
        f"Remember: the bank's web password is {es_pass()} and it expires every 90 days",
    )
    r.add(
        "coordinate_card",
        "Tarjeta de coordenadas del banco (la vieja, aún la piden para transferencias a Japón):\n" + coord_card(),
        "photo of the bank coordinates card, transcribed:\n" + coord_card(),
    )
    r.add(
        "card_with_cvv",
        f"Business Visa for supplier payments: {groups(luhn('4'), 4)} exp 0{secrets.randbelow(9) + 1}/27 CVV {digits(3)}",
        f"tarjeta de la abuela: {luhn('5')} cad. 11/26, CVC {digits(3)} (para pagar la farmacia online)",
        f"Shopify billing card | {groups(luhn('4'), 4, '-')} | 08/28 | {digits(3)}",
        f"La targeta de l'empresa per a pagar el Shopify: {groups(luhn('5'), 4)}, caduca 03/27, codi de seguretat {digits(3)}",
    )
    r.add(
        "card_pin",
        f"PIN de la targeta de la iaia: {digits(4)}. Només per a pagar la residència si ella no pot anar al banc.",
        f"Abuela's debit card PIN {digits(4)} (she asked me to keep it for her)",
        f"company debit card (cash for the float): pin {digits(4)}",
    )
    r.add(
        "care_portal_password",
        f"Care home family app (familias.residencia-acme.example): user nieto.teteria, pass {pw()}",
        f"Estimada familia:\n\nLes damos de alta en el portal de familias de la Residencia Acme, donde podrán ver el menú, las actividades y los partes médicos.\n\nUsuario: {dni()}\nContraseña: {rnd(ALNUM, 8)}\n\nAtentamente,\nDirección",
        f"residencia portal login = my DNI + {es_pass()}",
    )
    r.add(
        "phone_unlock_pin",
        f"Abuela's phone unlock code {digits(6)} — it's also written on the first page of her address book",
        f"Desbloqueo del móvil de la abuela: {digits(4)} (si pregunta, es el año de su boda)",
    )
    r.add(
        "sim_puk",
        f"SIM of the shop phone: PIN {digits(4)}, PUK {digits(8)}",
        f"PUK de la tarjeta SIM de la abuela: {digits(8)}",
        f"the shop's 4G router SIM locked itself again. PUK1 = {digits(8)}",
    )
    r.add(
        "voicemail_pin",
        f"voicemail PIN for the café landline: {digits(4)}",
        f"Buzón de voz del fijo: llamar al 22537 desde el propio fijo y meter {digits(4)}",
    )
    r.add(
        "wifi_password",
        f"WIFI:T:WPA;S:Teteria_Staff;P:{rnd(ALNUM, 14)};;",
        f"wifi del obrador: red TeteriaStaff, clave {es_pass()}",
        f"山本さんへ：お店のスタッフ用Wi-Fiは「Teteria_Staff」、パスワードは {rnd(ALNUM, 12)} です。どうぞお使いください。",
        f"Flat wifi (MOVISTAR_{rnd(UPPER + DIGITS, 4)}): {rnd(ALNUM, 20)}",
    )
    r.add(
        "router_admin_password",
        f"Fibre router admin page 192.168.1.1 → user 1234, password {rnd(ALNUM, 12)}",
        f"Router del local: admin / {pw()} (el de la pegatina ya no vale)",
        f"L'encaminador del pis: entrar a 192.168.0.1 amb admin i {rnd(ALNUM, 10)}",
    )
    r.add(
        "cctv_password",
        f"rtsp://admin:{pw()}@192.168.1.64:554/Streaming/Channels/101",
        f"NVR de las cámaras: admin / {rnd(ALNUM, 10)}; la app del móvil usa la misma",
        f"camera recorder verification code (needed to add it to the app): {rnd(UPPER, 6)}, device password {pw()}",
    )
    r.add(
        "email_password",
        f"[imap]\nhost = mail.teteria-acme.test\nport = 993\nuser = pedidos@teteria-acme.test\npassword = {pw()}",
        f"correo pedidos@teteria-acme.test → contraseña nueva: {es_pass()}",
        f"The info@ mailbox password is {pw()}; Lucía reads it on Saturdays",
    )
    r.add(
        "supplier_portal_password",
        f"山本製茶（静岡）卸売サイト\nログインID：teteria-vlc\nパスワード：{pw()}",
        f"【仮パスワード発行のお知らせ】\nテテリア・アクメ 様\n\nいつもお世話になっております。静岡アクメ茶園でございます。\n卸売専用サイトの仮パスワードを発行いたしました。\n\n仮パスワード：{rnd(ALNUM, 10)}\n\nログイン後、マイページより必ず変更してください。",
        f"Shizuoka supplier B2B site (b2b.shizuoka-cha-acme.example): id teteria / pw {pw()}",
        f"packaging supplier (bolsas kraft) web: user teteria, pass {es_pass()}",
    )
    r.add(
        "pdf_password",
        f"添付の請求書（PDF）のパスワードをお送りします。\nパスワード：{rnd(ALNUM, 8)}\nご確認のほどよろしくお願いいたします。",
        f"Las nóminas de Lucía y Aitor vienen en PDF con contraseña; la de este año es {rnd(ALNUM, 8)}",
    )
    r.add(
        "line_password",
        f"LINEのパスワード：{pw()}（機種変更のときに必要。山本さんとのやりとりは全部LINEなので絶対になくさないこと）",
        f"LINE account (for the Shizuoka suppliers): e-mail hola@teteria-acme.test, password {pw()}",
    )
    r.add(
        "security_answer",
        f"Bank security questions: first pet → {pick('Kuro', 'Miso', 'Nube', 'Tofu', 'Pipa')}{digits(2)}; street you grew up on → {pick('Calle Sueca', 'Carrer de Cuba', 'Calle Literato Azorín')} {digits(2)}",
        f"Pregunta de seguridad del seguro de la moto: ciudad donde nació tu abuela → {pick('Xàtiva', 'Alzira', 'Gandia', 'Sueca')}{digits(3)}",
        f"Pregunta secreta del compte de la residència: 'nom del teu primer professor' → {pick('Vicent', 'Amparo', 'Pepa', 'Toni')}{pick('Roig', 'Ferrer', 'Soler')}{digits(2)}",
        f"Apple ID security answers (I made them up, they're not true):\n1. {pick('tetera', 'azulejo', 'paella')}{digits(3)}\n2. {pick('Shizuoka', 'Kioto', 'Nara')}{digits(3)}\n3. {pick('verde', 'naranja', 'morado')}{digits(3)}",
    )
    r.add(
        "moto_tracker_password",
        f"motorbike GPS tracker app: login moto@teteria-acme.test, pass {pw()}; SMS commands to the tracker need the device password {digits(6)}",
        f"Alarma de la moto: para desactivarla sin mando, código {digits(4)} con el botón de arranque",
        f"moto tracker: send 'pwd{digits(6)} stop' to stop the engine remotely (that number is the tracker's password)",
    )
    r.add(
        "door_code",
        f"Portal del piso: {digits(4)}#. Keybox at the back gate (for the cleaner): {digits(4)}",
        f"Codi del porter del pis nou: {digits(4)}, i la caixeta de claus per a la neteja {digits(4)}.",
        f"Smart lock code for the plumber on Thursday: {digits(6)} (I set it to expire Friday)",
        f"café back door keypad → C{digits(4)}",
    )
    r.add(
        "rent_portal_password",
        f"letting agency portal (inquilinos.fincas-acme.example) user {dni()} password {pw()}",
        f"Portal de inquilinos para las incidencias del piso: entrar con el email y {es_pass()}",
    )
    r.add(
        "meetup_password",
        f"Language exchange group admin account (intercambio-vlc@gmail.example): {pw()}",
        f"日西交流会のグループ管理用アカウント\nメール：intercambio-vlc@gmail.example\nパスワード：{pw()}",
    )
    r.add(
        "ssh_private_key",
        "Key for the menu-board Raspberry Pi (pi@menu.teteria.internal):\n" + openssh_private(),
        "deploy key for the Shopify theme repo:\n" + openssh_private(),
    )
    r.add(
        "connection_string",
        f"DATABASE_URL=postgres://stock:{rnd(ALNUM, 20)}@db.teteria.internal:5432/inventario",
        f"old WooCommerce DB (before Shopify): mysql://wp_teteria:{pw()}@10.0.0.5:3306/wp_shop",
        f"Server=pos-sync.teteria.internal;Database=Ventas;User Id=sync;Password={pw()};TrustServerCertificate=True",
    )
    r.add(
        "session_cookie",
        f"Cookie for the post scheduler (copied from Chrome devtools): sessionid={ig_session()}; ds_user_id={digits(11, True)}",
        f"_secure_admin_session_id={hexs(32)}; _shopify_y={uid()}",
        f"la cookie de sesión del portal de envíos (para el script): PHPSESSID={rnd(LOWER + DIGITS, 26)}",
    )
    r.add(
        "seed_phrase",
        f"hardware wallet recovery words (the café tips in BTC experiment): {phrase(SEED_WORDS, 12)}",
        f"Frase semilla de la cartera, en orden:\n{phrase(SEED_WORDS, 24, chr(10))}",
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/Shopify:{SHOP}?secret={rnd(BASE32, 32)}&issuer=Shopify",
        f"2FA setup key for the label service (if I lose my phone): {groups(rnd(BASE32, 32), 4)}",
        f"Clave de configuración del autenticador de la gestoría: {rnd(BASE32, 16)}",
    )
    r.add(
        "basic_auth",
        f"curl -u tienda:{pw()} https://staging.teteria-acme.test/admin/stock.csv -o stock.csv",
        f"Authorization: Basic {basic('etiquetas', rnd(ALNUM, 16))}",
    )
    r.add(
        "paypal_client_secret",
        f"PayPal REST app (live): client id A{rnd(URLSAFE, 79)}\nsecret E{rnd(URLSAFE, 79)}",
        f"PAYPAL_CLIENT_SECRET=E{rnd(URLSAFE, 79)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "order_number",
        f"#{1000 + secrets.randbelow(900)} (Gyokuro 100 g ×2) arrived with the bag torn — resend and refund shipping",
        f"El pedido #{1000 + secrets.randbelow(900)} de la clienta de Bilbao sigue sin salir, mirar mañana",
        f"gid://shopify/Order/{digits(13, True)} is the one that failed to sync to the POS",
    )
    r.add(
        "tracking_number",
        f"Correos tracking for the Madrid wholesale order: {correos()}",
        f"お問い合わせ番号（EMS）：E{letters(1)}{digits(9)}JP\n静岡から10月18日発送済みとのこと",
        f"DHL waybill {digits(10, True)} — customs hold in Barcelona",
        f"GLS parcel {digits(11, True)}, reparto previsto el jueves",
    )
    r.add(
        "ticket_id",
        f"Shopify support case #{digits(8, True)} about the duplicate payouts",
        f"Espresso machine service request SR-2024-{digits(5)}: the steam wand leaks",
        f"Incidencia con la alarma abierta: nº {digits(7, True)} (falso salto zona 3)",
    )
    r.add(
        "invoice_number",
        f"Factura F2024-{digits(4)} de Envases Acme, vence el 30",
        f"請求書番号：INV-{digits(8)}（9月分、緑茶 60kg）",
        f"gestor says invoice {digits(4)}/A-24 needs a factura rectificativa, number R-{digits(3)}",
    )
    r.add(
        "supplier_iban",
        f"Pay the kraft bag supplier by transfer: {iban('ES', digits(20))} (Envases Acme SL)",
        f"IBAN del proveïdor de ceràmica: {iban('ES', digits(20))}, concepte 'tasses gres'",
        f"Portuguese teapot maker's IBAN for the deposit: {iban('PT', digits(21))}",
    )
    r.add(
        "japan_bank_details",
        f"振込先：アクメ信用金庫 本店営業部 普通 {digits(7)} カ）ヤマモトセイチャ",
        f"For the Shizuoka wire: SWIFT ACMEJPJT, account {digits(7)}, beneficiary Yamamoto Seicha Co.",
    )
    r.add(
        "tax_id",
        f"CIF de la tienda: {cif()} (va en todas las facturas)",
        f"New packaging supplier's NIF {cif()} — check it's in the VIES list for intra-EU",
        f"VAT number for the Japanese invoices: ES{cif()}",
    )
    r.add(
        "japan_invoice_number",
        f"登録番号：T{digits(13, True)}（インボイス制度のため請求書に記載をお願いしました）",
        f"Yamamoto Seicha's Japanese qualified-invoice number T{digits(13, True)}, the gestor wants it on file",
    )
    r.add(
        "customer_number",
        f"Número de cliente de Iberdrola-acme (luz del local): {digits(9, True)}",
        f"Correos business customer code {digits(8, True)}",
        f"I'm customer no. {digits(6, True)} at the Shizuoka supplier, quote it on every order",
    )
    r.add(
        "serial_number",
        f"Card terminal S/N {digits(3)}-{digits(3)}-{digits(3)} (on the sticker under the battery)",
        f"Espresso machine serial {rnd(UPPER + DIGITS, 2)}{digits(6)} — needed to register the warranty",
        f"Nº de serie de la caja fuerte: {letters(2)}{digits(7)}",
    )
    r.add(
        "merchant_id",
        f"TPV virtual: FUC {digits(9, True)}, terminal 001, moneda 978",
        f"Terminal merchant code M{rnd(UPPER + DIGITS, 7)} and terminal ID {digits(8)} for the reconciliation",
        f"Codi de comerç del datàfon: {digits(9, True)}",
    )
    r.add(
        "licence_plate",
        f"Moto matrícula {plate()} — ITV el 14 de noviembre a las 9:40",
        f"Parking fine for {plate()} on Carrer de Sueca, pay before the 30th for the 50% discount",
    )
    r.add(
        "vin",
        f"Motorbike VIN JYA{rnd(UPPER.replace('I', '').replace('O', '').replace('Q', '') + DIGITS, 14)} (on the steering head and the permiso de circulación)",
        f"Número de bastidor de la moto: VBK{rnd(UPPER.replace('I', '').replace('O', '').replace('Q', '') + DIGITS, 14)}",
    )
    r.add(
        "booking_reference",
        f"Flights to Shizuoka via Tokyo, booking ref {rnd(UPPER + DIGITS, 6)}, seat 34K",
        f"Hotel en Shizuoka: nº de reserva {digits(10, True)}, check-in 15:00",
        f"Localizador Renfe {rnd(UPPER + DIGITS, 6)}, Valencia–Madrid para la feria del té",
    )
    r.add(
        "uuid_url",
        f"https://admin.shopify.com/store/teteria-acme/products/{digits(13, True)} — the matcha whisk listing",
        f"Label batch https://panel.envios-acme.test/shipments/batch/{uid()}",
        f"Informe mensual de la residencia: https://familias.residencia-acme.example/informes/{uid()} (hay que entrar con usuario)",
    )
    r.add(
        "git_commit",
        f"Theme fix for the mobile menu is commit {hexs(40)}; roll back to {hexs(7)} if checkout breaks",
        f"git checkout {hexs(7)} -- sections/header.liquid",
    )
    r.add(
        "publishable_key",
        f"Terminal online checkout widget: public key sup_pk_{rnd(ALNUM, 32)} (fine in the browser)",
        f"Storefront API public access token {hexs(32)} — goes in the headless menu page, it's meant to be public",
        f"Workshop booking page uses Stripe publishable key pk_live_{rnd(ALNUM, 99)}",
    )
    r.add(
        "public_key",
        f"authorized_keys on the menu Pi: ssh-ed25519 {ssh_pub('ssh-ed25519', 36)} teteria@macbook",
        f"[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.teteria.internal:51820\nAllowedIPs = 10.20.0.0/24",
        f"Clau pública del portàtil per al Pi: ssh-ed25519 {ssh_pub('ssh-ed25519', 36)} portatil",
    )
    r.add(
        "key_fingerprint",
        f"The Pi's host key fingerprint is SHA256:{rnd(B64, 43)} — check it before typing yes",
        f"Huella (SHA-1) del certificado FNMT de la empresa: {groups(hexs(40).upper(), 2, ':')}",
    )
    r.add(
        "redacted_value",
        f"Shopify billing: Visa ending •••• {digits(4)}, next charge 1 Nov",
        "Contraseña: ************ (la app no deja verla)",
        f"token shown in the app list: shpat_••••••••••••••••{hexs(4)}",
        "パスワード：＊＊＊＊＊＊＊＊（画面のスクショなので見えない）",
    )
    r.add(
        "placeholder",
        "The .env.example in the stock script repo:\nSHOPIFY_STORE=your-store.myshopify.com\nSHOPIFY_ADMIN_TOKEN=shpat_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nLABELS_API_KEY=changeme",
        "curl -H 'X-Shopify-Access-Token: <your-token>' https://<store>.myshopify.com/admin/api/2024-07/shop.json",
        "Plantilla del correo para la gestoría: 'Usuario: [tu CIF] · Contraseña: [la que te enviamos por SMS]'",
    )
    r.add(
        "secret_reference",
        "op://Tienda/Alarma café/código is where the alarm code lives now",
        "The safe combination is in Bitwarden under 'Caja fuerte — oficina', not on paper any more",
        "SHOPIFY_ADMIN_TOKEN: ${{ secrets.SHOPIFY_ADMIN_TOKEN }} in the GitHub Action that deploys the theme",
        "La contrasenya del banc està al sobre tancat dins de la caixa forta.",
    )
    r.add(
        "password_statement",
        "I changed the alarm code on Monday and told Lucía in person.",
        "He canviat la contrasenya de l'Insta perquè l'agència ja no hi treballa.",
        "取引先サイトのパスワードを変更しました。新しいものはいつもの手帳に書いてあります。",
        "Deleted Aitor's POS PIN on his last day; his replacement gets a new one on Monday.",
    )
    r.add(
        "wifi_ssid",
        "Café networks: Teteria_Clientes (open, captive page) and Teteria_Staff (hidden)",
        f"La red del almacén se llama NAVE14B_{rnd(UPPER + DIGITS, 4)}, 2.4 GHz solo",
        f"Flat router SSIDs: MOVISTAR_{rnd(UPPER + DIGITS, 4)} and MOVISTAR_PLUS_{rnd(UPPER + DIGITS, 4)}",
    )
    r.add(
        "version_number",
        f"POS app updated to 4.{secrets.randbelow(30)}.{secrets.randbelow(10)}; the terminal firmware is still 2.{secrets.randbelow(10)}.{secrets.randbelow(100)}",
        "Theme: Dawn 15.0.1 (customised), do not update without testing the tea-weight selector",
        "Versió de l'app de la residència: 3.2.7 (build 418)",
    )
    r.add(
        "phone_number",
        f"Alarm company control room: +34 96 {digits(3)} {digits(2)} {digits(2)}",
        f"山本さん（携帯）：+81 90-{digits(4)}-{digits(4)}",
        f"Residència, planta 2 (infermeria): 96 {digits(3)} {digits(2)} {digits(2)}, ext. {digits(3)}",
    )
    r.add(
        "appointment",
        "Tea tasting with the Shizuoka importer: Thu 24 Oct, 10:30, at the café",
        "Visita a la iaia dissabte a les 17:00; porta-li les galetes d'ametla",
        "Técnico de la cafetera: martes 5/11 entre 8:00 y 10:00 (antes de abrir)",
    )
    r.add(
        "price",
        f"Gyokuro wholesale ¥{secrets.randbelow(20) + 10},{digits(3)}/kg ex works, min 5 kg; retail 100 g at 24,90 €",
        "Precio de la moto en la tasación: 3.150 €; el seguro a terceros 187,40 €/año",
        "抹茶（業務用）100g ¥2,800（税抜）、送料別",
    )
    r.add(
        "product_code",
        "SKU SEN-SHZ-100 (Sencha Shizuoka 100 g), SKU HOJ-KYO-050 (Hojicha 50 g)",
        f"JANコード {ean13('49')}（深蒸し煎茶 100g）",
        f"EAN of the new matcha tin: {ean13('84')}",
        "HS code for green tea in packets under 3 kg: 0902.10.00",
    )
    r.add(
        "room_number",
        "Abuela is in room 214, second floor, the one next to the sun room",
        "La iaia ara està a l'habitació 118 (l'han baixada per l'ascensor)",
    )
    r.add(
        "lot_number",
        f"ロット番号：{digits(2)}-{digits(4)}　製造日：2024.05.12　賞味期限：2025.05.11",
        f"Lot {letters(2)}{digits(6)} of the genmaicha has a stale smell — ask the supplier",
        f"Lote {digits(6)} de las bolsas kraft: el zip no cierra bien",
    )
    r.add(
        "discount_code",
        "Autumn promo code for the newsletter: OTONO15 (15% off, ends 30/11)",
        f"Codi de descompte per als de l'intercanvi d'idiomes: TANDEM{digits(2)}",
        "Instagram giveaway winners get code MATCHALOVE — single use per customer",
    )
    r.add(
        "social_handle",
        "IG @teteria.acme, TikTok @teteriaacme, hashtags #tevalencia #matchavlc #sencha",
        "Perfil de Google: 'Teteria Acme — Café & Té Japonés', categoría Tetería",
    )
    r.add(
        "receipt_number",
        f"Customer wants a refund on ticket T-{digits(6)} from Saturday (paid by card)",
        f"Tiquet de caixa núm. {digits(4)}/{digits(5)}, import 14,50 €",
    )
    r.add(
        "transfer_reference",
        f"Wire to Shizuoka sent, reference {rnd(UPPER + DIGITS, 16)}",
        f"Referencia del mandato SEPA del alquiler: {rnd(UPPER + DIGITS, 20)}",
        f"Bizum a Lucía por las horas extra, concepto 'extra octubre', ref. {digits(10)}",
    )
    r.add(
        "policy_number",
        f"Moto insurance policy {digits(3)}-{digits(7)}-{digits(2)}, roadside assistance 24h",
        f"Póliza del seguro de hogar del piso: {letters(2)}{digits(9)}",
    )
    r.add(
        "cups_code",
        f"CUPS del local (para cambiar de comercializadora): {cups()}",
        f"Electricity supply point for the warehouse unit: {cups()}",
    )
    r.add(
        "cadastral_reference",
        f"Referencia catastral del local: {catastro()}",
        f"Referència cadastral del pis (la demana la gestoria per a la declaració): {catastro()}",
    )
    r.add(
        "ip_address",
        "POS tablet 192.168.1.23, label printer 192.168.1.40, terminal base 192.168.1.41",
        f"MAC of the menu-board Pi: {mac()} (reserved in the router)",
        "La impressora de tiquets té IP fixa 10.0.0.15, port 9100",
    )
    r.add(
        "checksum",
        f"Terminal firmware update file sha256 {hexs(64)} — matches the vendor page",
        f"md5 of the product CSV export: {hexs(32)}",
    )
    r.add(
        "place_id",
        f"Google Place ID for the café: ChIJ{rnd(URLSAFE, 23)} (for the review link)",
        f"Business Profile location ID {digits(20, True)}",
    )
    r.add(
        "pixel_id",
        f"Meta pixel ID {digits(15, True)} installed via the Shopify channel",
        f"GA4 measurement ID G-{rnd(UPPER + DIGITS, 10)}",
        f"TikTok pixel C{rnd(UPPER + DIGITS, 19)}, events: AddToCart, CompletePayment",
    )
    r.add(
        "webhook_endpoint",
        "Webhook endpoint for orders/create: https://labels.teteria.internal/hooks/shopify/orders",
        "El datáfono envía las notificaciones a https://api.teteria-acme.test/terminal/events",
    )
    r.add(
        "password_policy",
        "Residencia portal rules: the password needs 10+ characters, a number and a symbol, and expires every 6 months",
        "La contraseña del banco no puede repetir ninguna de las últimas 5",
    )
    r.add(
        "two_factor_statement",
        "2FA is on for Shopify, Instagram and the bank — all with the authenticator app on my phone, not SMS",
        "Activat el doble factor al TikTok; els codis de recuperació estan impresos a la caixa forta",
        "Google prompts go to my phone; if it dies, the backup phone is the shop's old Android",
    )
    r.add(
        "customs_reference",
        f"EORI number ES{cif()} — the customs broker needs it for the Japan shipment",
        f"MRN {digits(2)}ES{digits(8)}{rnd(UPPER + DIGITS, 6)} for the tea import declaration",
        f"DUA de importación nº {digits(2)}/{digits(6)}/{digits(4)}, despachado el 22/10",
    )
    r.add(
        "color_code",
        "Brand colours: matcha #7A9A3A, cream #F3EBDD, charcoal #2B2B2B",
        "Colors per a les etiquetes noves: verd #5E7D3C, fons #FAF6EE",
    )
    r.add(
        "alarm_account_number",
        f"Alarm contract: abonado nº {digits(7)}, zones: 1 door, 2 café, 3 storeroom, 4 panic button",
        f"Número d'abonat de l'alarma del magatzem: {digits(6)}",
    )
    r.add(
        "error_code",
        "Espresso machine shows E07 (flowmeter) again; last time it was a blocked jet",
        "El datáfono da error 1064 al cerrar caja — reiniciar y repetir el cierre",
    )
    r.add(
        "api_client_id",
        f"shopify.app.toml: client_id = \"{hexs(32)}\" (the public one; the secret is not in the repo)",
        f"Google OAuth client ID {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
    )
    r.add(
        "meetup_event",
        f"Intercambio de idiomas ES–JP, event #{digits(9, True)} on Meetup, Wednesdays 19:30 at the café",
        "日西ランゲージエクスチェンジ：毎週水曜 19:30〜、テテリアにて（参加費 5€・ドリンク付き）",
    )
    r.add(
        "address",
        "Warehouse: Polígono Vara de Quart, Carrer del Pla 14, nave 14B, 46014 València",
        "Residencia Acme, Av. del Port 210, 46023 Valencia — entrada por la calle lateral",
    )
    r.add(
        "brewing_parameters",
        "Gyokuro: 5 g / 100 ml, 55 °C, 2 min; second infusion 60 °C, 1 min",
        "煎茶：湯温 70〜80℃、1分、茶葉 4g / 200ml",
    )
    r.add(
        "shift_rota",
        "Rota w/c 21 Oct: Lucía Mon/Wed/Fri 9:00–14:00, Aitor Tue/Thu/Sat 15:00–20:00, I cover Sunday",
        "Torns de novembre: Lucía 20 h/setmana, Aitor 16 h/setmana; festiu el dia 9",
    )
    r.add(
        "unit_number",
        "Storage unit 14B, bay 3; the forklift is in bay 1",
        "Buzón 3ºB, plaza de garaje 27 para la moto",
    )
    r.add(
        "model_number",
        "Espresso machine model AC-LX2 group 2, boiler 11 L",
        f"Caja fuerte modelo ACME-40E, llave nº {digits(5)}",
    )
    r.add(
        "stock_row",
        f"SKU,name,stock,location\nSEN-SHZ-100,Sencha Shizuoka 100g,{secrets.randbelow(90)},A-3\nMAT-UJI-030,Matcha Uji 30g,{secrets.randbelow(90)},B-1",
        f"Inventari: HOJ-KYO-050 | Hojicha 50 g | {secrets.randbelow(90)} unitats | prestatge C-2",
    )
    r.add(
        "session_statement",
        "Logged out of Shopify on the café laptop and revoked the old sessions from the admin",
        "Cerré sesión del Instagram en el móvil de Aitor antes de que se fuera",
    )
    return r


def main() -> None:
    write_corpora("make_heldout24.py", [
        ("heldout24_credentials.yaml", credentials(), "batch 24 (Valencia tea shop and café owner), written blind; every value synthetic"),
        ("heldout24_lookalikes.yaml", lookalikes(), "batch 24 look-alikes: what the same tea shop owner keeps that is not a secret, written blind"),
    ])


if __name__ == "__main__":
    main()
