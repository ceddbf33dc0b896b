#pragma once

// Readable Catch2 failure messages for Qt value types (without these they print "{?}").

#include <catch2/catch.hpp>

#include <QPointF>
#include <QRectF>
#include <QString>

namespace Catch {

template<>
struct StringMaker<QString>
{
    static std::string convert(const QString &s) { return '"' + s.toStdString() + '"'; }
};

template<>
struct StringMaker<QPointF>
{
    static std::string convert(const QPointF &p)
    {
        return "(" + std::to_string(p.x()) + ", " + std::to_string(p.y()) + ")";
    }
};

template<>
struct StringMaker<QRectF>
{
    static std::string convert(const QRectF &r)
    {
        return "QRectF(" + std::to_string(r.x()) + ", " + std::to_string(r.y()) + " " + std::to_string(r.width())
            + "x" + std::to_string(r.height()) + ")";
    }
};

} // namespace Catch
